import { expect, test, type Page } from './fixtures';
import { E2E_STAFF, signInAsStaff } from './admin-helpers';
import { tag, today, todayRow } from './admin-dashboard-helpers';
import { addWalkInInDialog, goOffline, needsAttention, outboxStates, serverAppointments, signInToSendBadge, waitingBadge } from './offline-helpers';

/**
 * Signing out never discards queued changes, whatever the order of events (docs/decisions/006b-outbox.md):
 * offline it fails at once and changes nothing (it never waits in a queue, before or after the
 * changes); with changes waiting it asks first and keeps them, marked "Sign in to send", for the
 * next staff sign-in on this device.
 */
test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

const signOutButton = (page: Page) => page.getByRole('button', { name: /^(Sign Out|Signing out\.\.\.)$/ });

/** Presses Sign Out while offline: it must fail at once, saying why, and leave staff signed in. */
async function signOutOffline(page: Page) {
  await signOutButton(page).click();
  const said = page.getByTestId('toast').filter({ hasText: 'You are offline: signing out needs the connection.' });
  await expect(said).toBeVisible({ timeout: 3000 }); // fails fast: no waiting for the network
  await expect(signOutButton(page)).toHaveText('Sign Out');
  await expect(signOutButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/admin$/);
}

async function signInAgain(page: Page) {
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('Sign Out pressed offline first, walk-ins queued after: it fails at once, and back online the server gets both', async ({ page, context }) => {
  await signInAsStaff(page);
  const t = tag();
  const [one, two] = [`Desk First ${t}`, `Desk Second ${t}`];
  await goOffline(page, context);
  await signOutOffline(page);

  // The dashboard is still fully usable: the day goes on.
  await addWalkInInDialog(page, { barber: 'Carlos', service: 'Barba', time: '14:05', name: one });
  await addWalkInInDialog(page, { barber: 'Javier', service: 'Barba', time: '14:05', name: two });
  for (const name of [one, two]) await expect(waitingBadge(page, name)).toBeVisible();
  await signOutOffline(page); // again, now with changes waiting: still nothing queued, nothing lost

  await context.setOffline(false);
  for (const name of [one, two]) {
    await expect(waitingBadge(page, name)).toHaveCount(0);
    await expect.poll(async () => (await serverAppointments(page, today(), name)).length).toBe(1);
  }
  expect(await outboxStates(page)).toEqual([['walk-in', 'done', 'synced'], ['walk-in', 'done', 'synced']]);
  await expect(page).toHaveURL(/\/admin$/); // no sign-out went out behind the changes' backs
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await signOutButton(page).click(); // online, nothing waiting: signs out without asking
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('walk-ins queued, Sign Out pressed offline, the session ends meanwhile: the changes wait, marked “Sign in to send”, and go after the next sign-in', async ({ page, context }) => {
  await signInAsStaff(page);
  const t = tag();
  const [one, two] = [`Kept One ${t}`, `Kept Two ${t}`];
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Luis', service: 'Barba', time: '14:05', name: one });
  await addWalkInInDialog(page, { barber: 'Miguel', service: 'Barba', time: '15:05', name: two });
  await signOutOffline(page);
  // The session ends while the tablet is offline (signed out from another device, or it expired).
  expect((await page.request.post('/api/admin/auth/logout')).ok()).toBe(true);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-paused')).toContainText('2 changes made on this device are kept');
  for (const name of [one, two]) await expect(signInToSendBadge(page, name)).toBeVisible();
  await expect(page.getByTestId('header-waiting')).toHaveText('2 changes to send after sign-in');
  expect(await outboxStates(page)).toEqual([['walk-in', 'pending', undefined], ['walk-in', 'pending', undefined]]);

  await page.getByTestId('outbox-paused').getByRole('button', { name: 'Sign In Again' }).click();
  await expect(page.getByTestId('login-waiting-note')).toContainText('2 changes made on this device are waiting to sync.');
  await signInAgain(page);
  for (const name of [one, two]) {
    await expect(todayRow(page, name)).toBeVisible();
    await expect(waitingBadge(page, name)).toHaveCount(0);
    await expect.poll(async () => (await serverAppointments(page, today(), name)).length).toBe(1); // once each
  }
  expect(await outboxStates(page)).toEqual([['walk-in', 'done', 'synced'], ['walk-in', 'done', 'synced']]);
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
  await expect(page).toHaveURL(/\/admin$/);

  await signOutButton(page).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out and Keep It' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('login-waiting-note')).toContainText('1 change made on this device is waiting to sync.');
  expect(await outboxStates(page)).toEqual([['walk-in', 'needs-attention', undefined]]); // kept
  // The saved admin cache and the remembered user are gone, and stay gone (no late write puts them back).
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => [localStorage.getItem('barbershop.admin-cache'), localStorage.getItem('barbershop.staff-session')])).toEqual([null, null]);

  await signInAgain(page);
  await expect(needsAttention(page)).toContainText(name); // still there for staff to resolve
});
