import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, tag, today, todayRow } from './admin-dashboard-helpers';
import { cancelInList, goOffline, needsAttention, outboxRows, serverAppointments, waitingBadge } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

// docs/decisions/054-history-and-seen-changes.md: a queued change carries what it saw.
test('a cancellation queued offline is not applied to a visit moved meanwhile: Needs attention shows both versions', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const luis = barber('Luis');
  const name = `Moved Meanwhile ${tag()}`;
  const made = await addWalkInViaApi(page, {
    barberId: luis.id,
    serviceId: service('Barba').id,
    date: today(),
    time: '10:40',
    clientName: name,
  });
  await page.reload();
  await expect(todayRow(page, name)).toContainText('10:40 AM');

  await goOffline(page, context);
  await cancelInList(page, name);
  await expect(waitingBadge(page, name)).toBeVisible();
  // Meanwhile the owner, online at another desk, moves the visit to 2:45 PM.
  const moved = await page.request.patch(`/api/appointments/${made.id}`, { data: { barberId: luis.id, date: today(), time: '14:45' } });
  expect(moved.status(), await moved.text()).toBe(200);

  await context.setOffline(false);
  const item = needsAttention(page).getByTestId('attention-item').filter({ hasText: name });
  await expect(item).toContainText(`Cancellation: ${name}`);
  await expect(item.getByTestId('change-seen')).toContainText('10:40 AM');
  await expect(item.getByTestId('change-now')).toContainText('2:45 PM');
  await expect(item.getByTestId('change-now')).toContainText(luis.name);
  await expect(item).toContainText('This appointment changed since this device saw it. Nothing was changed.');
  const [visit] = await serverAppointments(page, today(), name);
  expect(visit).toMatchObject({ appointmentTime: '14:45', status: 'confirmed' }); // not cancelled
  await expect.poll(async () => (await outboxRows(page)).map((r) => r.state)).toEqual(['needs-attention']);
  await expect(todayRow(page, name)).toContainText('2:45 PM');
  await page.screenshot({ path: test.info().outputPath('changed-since.png'), fullPage: true });
});
