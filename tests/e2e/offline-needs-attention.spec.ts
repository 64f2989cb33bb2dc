import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, tag, today, todayRow, toast } from './admin-dashboard-helpers';
import { addWalkInInDialog, goOffline, needsAttention, outboxRows, serverAppointments, waitingBadge } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

test('a queued walk-in whose slot was booked meanwhile needs attention, and is resolved by choosing another time', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const carlos = barber('Carlos');
  const name = `Slot Lost ${tag()}`;
  const rival = `Slot Won ${tag()}`;

  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Carlos', service: 'Barba', time: '18:05', name });
  await expect(waitingBadge(page, name)).toBeVisible();
  // Meanwhile, at another desk with a network, the same barber and time are booked.
  await addWalkInViaApi(page, { barberId: carlos.id, serviceId: service('Barba').id, date: today(), time: '18:05', clientName: rival });

  await context.setOffline(false);
  const attention = needsAttention(page);
  await expect(attention).toBeVisible();
  const item = attention.getByTestId('attention-item').filter({ hasText: name });
  await expect(item).toContainText(`Walk-in: ${name}`);
  await expect(item).toContainText('6:05 PM');
  // The rival booking was made before this walk-in arrived: the refusal names it (not "just booked").
  await expect(item).toContainText(`${carlos.name} already has an appointment from 6:05 PM to 6:35 PM. Please choose another time.`);
  await expect(todayRow(page, name)).toHaveCount(0); // refused: not among today's rows any more
  await expect(todayRow(page, rival)).toBeVisible(); // the list refreshed with the booking that won
  expect(await serverAppointments(page, today(), name)).toEqual([]);
  await expect.poll(async () => (await outboxRows(page)).map((r) => r.state)).toEqual(['needs-attention']);

  await item.getByRole('button', { name: 'Choose Another Time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Another Time' });
  await expect(dialog).toContainText(`${carlos.name} already has an appointment from 6:05 PM`);
  await expect(dialog.getByLabel('Client Name')).toHaveValue(name); // everything as queued
  await expect(dialog.getByLabel('Time')).toHaveValue('18:05');
  await dialog.getByLabel('Time').fill('17:30');
  await dialog.getByRole('button', { name: 'Save Walk-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Walk-in Added'); // online, the server took it at once: not "waiting to sync"

  await expect(attention).toHaveCount(0);
  await expect(todayRow(page, name)).toContainText('5:30 PM');
  await expect(waitingBadge(page, name)).toHaveCount(0);
  const mine = await serverAppointments(page, today(), name);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ appointmentTime: '17:30', barberId: carlos.id, status: 'confirmed' });
  expect((await serverAppointments(page, today(), rival))[0]).toMatchObject({ appointmentTime: '18:05' });
  const rows = (await outboxRows(page)).sort((a, b) => a.createdAt - b.createdAt);
  expect(rows.map((r) => [r.state, r.outcome])).toEqual([
    ['done', 'replaced'],
    ['done', 'synced'],
  ]);
});

test('a change needing attention can be discarded on purpose, after a confirmation', async ({ page, context }) => {
  await signInAsStaff(page);
  const name = `Too Late ${tag()}`;
  await goOffline(page, context);
  // 18:45 + 30 minutes runs past the barber's 19:00 closing: the server refuses it when it arrives.
  await addWalkInInDialog(page, { barber: 'Javier', service: 'Barba', time: '18:45', name });
  await context.setOffline(false);

  const item = needsAttention(page).getByTestId('attention-item').filter({ hasText: name });
  await expect(item).toContainText('is not working then, or the service would run past closing');
  await item.getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Walk-in: ${name}. This walk-in will not be added.`);
  await confirm.getByRole('button', { name: 'Keep It' }).click();
  await expect(item).toBeVisible(); // nothing is dropped without saying so

  await item.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Change' }).click();
  await expect(needsAttention(page)).toHaveCount(0);
  await expect.poll(async () => (await outboxRows(page)).map((r) => r.outcome)).toEqual(['discarded']);
  expect(await serverAppointments(page, today(), name)).toEqual([]);
});
