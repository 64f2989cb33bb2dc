import { expect, test } from './fixtures';
import { E2E_STAFF, signInAsStaff } from './admin-helpers';
import { tag, today, todayRow, workDay } from './admin-dashboard-helpers';
import { addWalkInInDialog, goOffline, outboxRows, serverAppointments, waitingBadge } from './offline-helpers';

test.skip(() => workDay() !== today(), 'Sunday: the shop is closed, there is no today’s list to work on');

test('a 401 during replay pauses the outbox, keeps the change, and resumes after signing in again', async ({ page, context }) => {
  await signInAsStaff(page);
  const name = `Signed Out ${tag()}`;
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Luis', service: 'Barba', time: '18:05', name });
  await expect(waitingBadge(page, name)).toBeVisible();
  // The session ends while the tablet is offline (signed out from another device, or it expired).
  expect((await page.request.post('/api/admin/auth/logout')).ok()).toBe(true);

  await context.setOffline(false);
  const paused = page.getByTestId('outbox-paused');
  await expect(paused).toContainText('You are signed out. 1 change made on this device is kept and will be sent after you sign in again.');
  await expect(waitingBadge(page, name)).toBeVisible();
  expect((await outboxRows(page)).map((r) => r.state)).toEqual(['pending']); // kept, waiting, not refused

  await paused.getByRole('button', { name: 'Sign In Again' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('login-waiting-note')).toContainText('1 change made on this device is waiting to sync. It will be sent after you sign in.');
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await expect(todayRow(page, name)).toBeVisible();
  await expect(waitingBadge(page, name)).toHaveCount(0);
  await expect(page.getByTestId('outbox-paused')).toHaveCount(0);
  expect(await serverAppointments(page, today(), name)).toHaveLength(1);
  expect((await outboxRows(page)).map((r) => [r.state, r.outcome])).toEqual([['done', 'synced']]);
});

test('signing out with changes not yet sent asks first, naming how many would be lost', async ({ page, context }) => {
  await signInAsStaff(page);
  const name = `Not Sent ${tag()}`;
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Luis', service: 'Barba', time: '18:45', name });
  // Back online with the change refused (past closing): it needs attention, it is not on the server.
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Needs attention' })).toContainText(name);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('1 change not sent yet');
  await expect(confirm).toContainText('1 change made on this device has not reached the server.');
  await confirm.getByRole('button', { name: 'Stay Signed In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await outboxRows(page)).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard 1 Change and Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await outboxRows(page)).toEqual([]);
  // The saved admin cache and the remembered user are gone, and stay gone (no late write puts them back).
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => [localStorage.getItem('barbershop.admin-cache'), localStorage.getItem('barbershop.staff-session')])).toEqual([null, null]);
});
