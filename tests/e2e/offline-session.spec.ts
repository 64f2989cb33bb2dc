import { expect, test } from './fixtures';
import { E2E_STAFF, openDashboardTab, signInAsStaff } from './admin-helpers';
import { tag, today, todayRow } from './admin-dashboard-helpers';
import { addWalkInInDialog, goOffline, outboxRows, serverAppointments, signInToSendBadge, waitingBadge } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

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
  await expect(signInToSendBadge(page, name)).toBeVisible(); // marked: it goes after the next sign-in
  expect((await outboxRows(page)).map((r) => r.state)).toEqual(['pending']); // kept, waiting, not refused

  await paused.getByRole('button', { name: 'Sign In Again' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('login-waiting-note')).toContainText(
    '1 change made on this device is waiting to sync. It will be sent after you sign in.',
  );
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await openDashboardTab(page, 'Manage'); // the dashboard opens on the Floor (decision 071)

  await expect(todayRow(page, name)).toBeVisible();
  await expect(waitingBadge(page, name)).toHaveCount(0);
  await expect(page.getByTestId('outbox-paused')).toHaveCount(0);
  expect(await serverAppointments(page, today(), name)).toHaveLength(1);
  expect((await outboxRows(page)).map((r) => [r.state, r.outcome])).toEqual([['done', 'synced']]);
});

// Signing out on purpose, in every order of events: offline-sign-out.spec.ts.
