import { expect, test, type Page } from './fixtures';
import { E2E_STAFF, openDashboardTab, signInAsStaff } from './admin-helpers';
import { tag, today, todayRow } from './admin-dashboard-helpers';
import { addWalkInInDialog, goOffline, needsAttention, outboxStates, serverAppointments, waitingBadge } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Signing out never discards queued changes, whatever the order of events (docs/decisions/073-outbox-through-a-bad-day.md):
 * offline it locks the tablet at once and keeps the queue for the next staff sign-in on this device,
 * which ends the old session on the server first (docs/decisions/058-offline-sign-out.md); online with
 * changes waiting it asks first and keeps them, marked "Sign in to send".
 */
test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

const signOutButton = (page: Page) => page.getByRole('button', { name: /^(Sign Out|Signing out\.\.\.)$/ });

/** Presses Sign Out while offline: the tablet locks at once, saying so, with nothing of the day left on it. */
async function signOutOffline(page: Page) {
  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 3000 }); // at once: no waiting for the network
  await expect(page.getByTestId('toast').filter({ hasText: 'Signed out on this tablet' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('barbershop.admin-cache'), localStorage.getItem('barbershop.staff-session')]),
  ).toEqual([null, null]);
}

async function signInAgain(page: Page) {
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await openDashboardTab(page, 'Manage'); // the dashboard opens on the Floor (decision 071)
}

test('Sign Out pressed offline with nothing waiting locks at once; back online the server ends that session, and a sign-in opens the day', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  await goOffline(page, context);
  await signOutOffline(page);
  await expect(page.getByTestId('login-waiting-note')).toHaveCount(0);

  await context.setOffline(false);
  await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(401); // told when it answers
  await signInAgain(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});

test('walk-ins queued, Sign Out pressed offline, the session ends elsewhere meanwhile: the changes wait and go once after the next sign-in', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  const t = tag();
  const [one, two] = [`Kept One ${t}`, `Kept Two ${t}`];
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Luis', service: 'Barba', time: '14:05', name: one });
  await addWalkInInDialog(page, { barber: 'Miguel', service: 'Barba', time: '15:05', name: two });
  for (const name of [one, two]) await expect(waitingBadge(page, name)).toBeVisible();
  await signOutOffline(page);
  await expect(page.getByTestId('login-waiting-note')).toContainText('2 changes made on this device are waiting to sync.');
  // The session also ends while the tablet is offline (signed out from another device, or it expired).
  expect((await page.request.post('/api/admin/auth/logout')).ok()).toBe(true);

  await context.setOffline(false);
  await page.waitForTimeout(1500); // nothing goes without a sign-in
  expect(await outboxStates(page)).toEqual([
    ['walk-in', 'pending', undefined],
    ['walk-in', 'pending', undefined],
  ]);
  await signInAgain(page);
  for (const name of [one, two]) {
    await expect(todayRow(page, name)).toBeVisible();
    await expect(waitingBadge(page, name)).toHaveCount(0);
    await expect.poll(async () => (await serverAppointments(page, today(), name)).length).toBe(1); // once each
  }
  expect(await outboxStates(page)).toEqual([
    ['walk-in', 'done', 'synced'],
    ['walk-in', 'done', 'synced'],
  ]);
});

test('online with a change the server refused, Sign Out asks first and keeps it for the next sign-in', async ({ page, context }) => {
  await signInAsStaff(page);
  const name = `Not Sent ${tag()}`;
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Luis', service: 'Barba', time: '18:45', name }); // past closing: refused
  await context.setOffline(false);
  await expect(needsAttention(page)).toContainText(name);

  await signOutButton(page).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('1 change has not reached the server yet');
  await expect(confirm).toContainText('sent after the next staff sign-in here. Nothing is deleted.');
  await confirm.getByRole('button', { name: 'Stay Signed In' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=manage$/); // still on the Manage tab

  await signOutButton(page).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out and Keep It' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('login-waiting-note')).toContainText('1 change made on this device is waiting to sync.');
  expect(await outboxStates(page)).toEqual([['walk-in', 'needs-attention', undefined]]); // kept
  // The saved admin cache and the remembered user are gone, and stay gone (no late write puts them back).
  await page.waitForTimeout(1500);
  expect(
    await page.evaluate(() => [localStorage.getItem('barbershop.admin-cache'), localStorage.getItem('barbershop.staff-session')]),
  ).toEqual([null, null]);

  await signInAgain(page);
  await expect(needsAttention(page)).toContainText(name); // still there for staff to resolve
});
