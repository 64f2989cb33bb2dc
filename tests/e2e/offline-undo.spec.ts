import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, choose, dayAhead, openTab, tag, today, todayRow, toast } from './admin-dashboard-helpers';
import {
  addWalkInInDialog,
  goOffline,
  needsAttention,
  offlineToast,
  outboxRows,
  outboxStates,
  serverAppointments,
  waitingBadge,
} from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Undo before sync, and what is not queued (docs/decisions/073-outbox-through-a-bad-day.md): a walk-in waiting to
 * sync has a Cancel; never sent, it just leaves the outbox; already being sent, its answer is
 * awaited and the real appointment cancelled. Blocking, reminders and moves say offline that they
 * need the connection. A refused change is seen from every tab.
 */
test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

test('a queued walk-in cancelled before it was sent leaves the outbox, and no request is ever made', async ({ page, context }) => {
  await signInAsStaff(page);
  const name = `Changed Mind ${tag()}`;
  let posts = 0;
  await context.route('**/api/appointments/walk-in', (route) => {
    posts += 1;
    return route.continue();
  });
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Miguel', service: 'Barba', time: '15:35', name });
  await expect(waitingBadge(page, name)).toBeVisible();

  await todayRow(page, name)
    .getByRole('button', { name: `Cancel appointment for ${name}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(`Are you sure you want to cancel the appointment for ${name}?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(toast(page)).toContainText('Walk-in Cancelled');
  await expect(toast(page)).toContainText('It had not been sent yet');
  await expect(todayRow(page, name)).toHaveCount(0);
  await expect(page.getByTestId('offline-banner-outbox')).toHaveCount(0); // nothing waits any more
  expect(await outboxStates(page)).toEqual([['walk-in', 'done', 'withdrawn']]);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await page.waitForTimeout(2000); // the replay ran (on 'online'): it had nothing to send
  expect(posts).toBe(0);
  expect(await serverAppointments(page, today(), name)).toEqual([]);
});

test('a queued walk-in cancelled while it is being sent: its answer is awaited, then the real appointment is cancelled', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  const name = `Left Early ${tag()}`;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/appointments/walk-in', async (route) => {
    await held; // a slow answer: the walk-in is "being sent" while staff press Cancel
    await route.continue();
  });
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Carlos', service: 'Barba', time: '16:45', name });
  await context.setOffline(false);
  await expect.poll(async () => (await outboxRows(page)).map((r) => r.state)).toEqual(['sending']);

  await todayRow(page, name)
    .getByRole('button', { name: `Cancel appointment for ${name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(toast(page)).toContainText('Cancellation Waiting to Sync');
  await expect(todayRow(page, name).getByRole('button', { name: /^Cancel/ })).toHaveCount(0); // one undo is enough
  release();

  await expect.poll(async () => (await serverAppointments(page, today(), name)).map((a) => a.status)).toEqual(['cancelled']);
  await expect(todayRow(page, name)).toHaveCount(0);
  expect(await outboxStates(page)).toEqual([
    ['walk-in', 'done', 'synced'],
    ['cancel-walk-in', 'done', 'synced'],
  ]);
});

test('offline, blocking a slot, sending reminders and moving an appointment say they need the connection', async ({ page, context }) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const name = `Moved Offline ${tag()}`;
  await addWalkInViaApi(page, {
    barberId: barber('Luis').id,
    serviceId: service('Barba').id,
    date: today(),
    time: '16:45',
    clientName: name,
  });
  await openTab(page, 'Appointments'); // loaded while online, as the tablet would have it
  const row = page.getByTestId('appointment-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await goOffline(page, context);

  await row.getByRole('button', { name: `Edit appointment for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Appointment' });
  await dialog.getByLabel('Time').fill('17:45');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(offlineToast(page)).toContainText('You are offline: this needs the connection.');
  await expect(toast(page)).not.toContainText('Please try again');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await openTab(page, 'Schedule');
  const form = page.getByRole('form', { name: 'Block Time Slots' });
  await choose(page, form, 'Barber', 'All Barbers');
  for (const [label, value] of [
    ['Start Date', dayAhead(3)],
    ['End Date', dayAhead(3)],
    ['Start Time', '18:00'],
    ['End Time', '18:30'],
    ['Reason', 'Offline block'],
  ]) {
    await form.getByLabel(label!).fill(value!);
  }
  await form.getByRole('button', { name: 'Block Time Slot' }).press('Enter'); // the last toast may still cover it
  await expect(offlineToast(page)).toContainText('You are offline: this needs the connection.');

  await openTab(page, 'Clients');
  await page.getByRole('button', { name: 'Send Reminders' }).press('Enter');
  await expect(offlineToast(page)).toContainText('You are offline: this needs the connection.');
  expect((await serverAppointments(page, today(), name))[0]).toMatchObject({ appointmentTime: '16:45' }); // nothing moved
});

test('a change the server refused is counted in the header and on the Manage tab, seen from the Analytics tab', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  const name = `Refused Elsewhere ${tag()}`;
  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Javier', service: 'Barba', time: '18:45', name }); // past closing: refused
  await expect(page.getByTestId('header-waiting')).toHaveText('1 change waiting to sync');
  await openTab(page, 'Analytics');

  await context.setOffline(false); // replayed from the Analytics tab: the server refuses it
  const attention = page.getByTestId('header-attention');
  await expect(attention).toHaveText('1 change needs attention');
  await expect(page.getByTestId('manage-attention-count').first()).toHaveText('1'); // Radix draws a tab's label twice
  await expect(page.getByTestId('header-waiting')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Analytics/ })).toHaveAttribute('aria-selected', 'true');

  await attention.click(); // opens the Manage tab at "Needs attention"
  await expect(page.getByRole('tab', { name: /Manage/ })).toHaveAttribute('aria-selected', 'true');
  await expect(needsAttention(page)).toContainText(`Walk-in: ${name}`);
  await expect(needsAttention(page)).toBeInViewport();
});
