import { expect, type Page } from '@playwright/test';
import { E2E_STAFF } from './admin-credentials';

export { E2E_STAFF };

/** Fills and sends the Admin Login form (no assertion about the outcome). */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in as the run's staff account and waits for the dashboard: the start of every admin journey.
 * The dashboard opens on the Floor (docs/decisions/071-line-push-and-floor-first.md); most journeys
 * start at the desk's Manage tab, so it is opened (`tab`, or `null` to stay on the Floor). The tab is
 * kept in the address (`?tab=manage`), so a reload stays on it.
 */
export async function signInAsStaff(page: Page, tab: string | null = 'Manage') {
  await submitLogin(page, E2E_STAFF.username, E2E_STAFF.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Floor' })).toHaveAttribute('aria-selected', 'true');
  if (tab) await openDashboardTab(page, tab);
}

/** Opens a dashboard tab and waits until it is the selected one. */
export async function openDashboardTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}
