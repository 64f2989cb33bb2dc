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

/** Signs in as the run's staff account and waits for the dashboard: the start of every admin journey. */
export async function signInAsStaff(page: Page) {
  await submitLogin(page, E2E_STAFF.username, E2E_STAFF.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}
