import { expect, test } from './fixtures';
import { to12Hour } from '#shared/domain/shop-time';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, tag, today, todayRow, toast } from './admin-dashboard-helpers';
import { addWalkInInDialog, cancelInList, goOffline, outboxRows, serverAppointments, waitingBadge } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Miguel 14:35: queued, then sent when the app starts on Home.
// Walk-ins for today go to Today's Appointments; on a Sunday the shop is closed (as the dashboard specs do).
test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

test('offline, two walk-ins and a cancellation wait to sync; back online the server gets exactly those, once each', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const t = tag();
  const [one, two, gone] = [`Outage One ${t}`, `Outage Two ${t}`, `Outage Cancel ${t}`];
  await addWalkInViaApi(page, {
    barberId: barber('Carlos').id,
    serviceId: service('Barba').id,
    date: today(),
    time: '12:05',
    clientName: gone,
  });
  await page.reload();
  await expect(todayRow(page, gone)).toBeVisible();

  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Javier', service: 'Barba', time: '12:05', name: one });
  await expect(toast(page)).toContainText('Walk-in Waiting to Sync');
  await addWalkInInDialog(page, { barber: 'Luis', service: 'Barba', time: '12:05', name: two });
  await cancelInList(page, gone);
  await expect(toast(page)).toContainText('Cancellation Waiting to Sync');

  for (const name of [one, two, gone]) await expect(waitingBadge(page, name)).toBeVisible();
  await expect(todayRow(page, one)).toContainText(to12Hour('12:05'));
  await expect(todayRow(page, one)).toContainText('Walk-in');
  await expect(todayRow(page, gone).getByRole('button', { name: /^Cancel appointment for/ })).toHaveCount(0);
  // What is offered instead: withdrawing the queued cancellation (docs/decisions/054-history-and-seen-changes.md).
  await expect(todayRow(page, gone).getByRole('button', { name: /^Withdraw the cancellation for/ })).toBeVisible();
  await expect(page.getByTestId('offline-banner-outbox')).toHaveText('3 staff changes wait to sync.');
  expect(await serverAppointments(page, today(), one)).toEqual([]); // nothing left the device

  await context.setOffline(false);
  await expect(todayRow(page, gone)).toHaveCount(0); // cancelled: it leaves today's list
  for (const name of [one, two]) {
    await expect(todayRow(page, name)).toBeVisible();
    await expect(waitingBadge(page, name)).toHaveCount(0);
    await expect(todayRow(page, name).getByRole('button', { name: 'Cancel' })).toBeVisible(); // a server row now
  }

  const first = await serverAppointments(page, today(), one);
  const second = await serverAppointments(page, today(), two);
  const cancelled = await serverAppointments(page, today(), gone);
  expect(first).toHaveLength(1);
  expect(first[0]).toMatchObject({ appointmentTime: '12:05', barberName: barber('Javier').name, isWalkIn: true, status: 'confirmed' });
  expect(second).toHaveLength(1);
  expect(second[0]).toMatchObject({ barberName: barber('Luis').name, status: 'confirmed' });
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0]!.status).toBe('cancelled');
  // Replayed in the order they were made, each once.
  expect(first[0]!.id).toBeLessThan(second[0]!.id);
  const rows = (await outboxRows(page)).sort((a, b) => a.createdAt - b.createdAt);
  expect(rows.map((r) => [r.kind, r.state, r.outcome, r.attempts])).toEqual([
    ['walk-in', 'done', 'synced', 1],
    ['walk-in', 'done', 'synced', 1],
    ['cancel', 'done', 'synced', 1],
  ]);
});

test('a replayed walk-in whose answer is lost after the server committed it is retried: still one appointment', async ({
  page,
  context,
}) => {
  await signInAsStaff(page);
  const name = `Lost Answer ${tag()}`;
  const sent: string[] = [];
  await page.route('**/api/appointments/walk-in', async (route) => {
    sent.push(route.request().headers()['idempotency-key'] ?? '');
    if (sent.length === 1) {
      const answer = await route.fetch(); // the server acts and answers…
      expect(answer.status()).toBe(201);
      await route.abort('connectionreset'); // …and the answer never reaches the tablet
      return;
    }
    await route.continue();
  });

  await goOffline(page, context);
  await addWalkInInDialog(page, { barber: 'Miguel', service: 'Barba', time: '12:05', name });
  await expect(waitingBadge(page, name)).toBeVisible();
  await context.setOffline(false);

  await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(2);
  await expect(waitingBadge(page, name)).toHaveCount(0);
  await expect(todayRow(page, name)).toHaveCount(1);
  expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]).toBe(sent[0]); // the same Idempotency-Key: the server answers from what it kept
  expect(await serverAppointments(page, today(), name)).toHaveLength(1);
  const [row] = await outboxRows(page);
  expect(row).toMatchObject({ id: sent[0], state: 'done', outcome: 'synced', attempts: 2 });
});

test('two open tabs: both see the queued walk-in, and it is sent once between them', async ({ context }) => {
  const a = await context.newPage();
  await signInAsStaff(a);
  const b = await context.newPage();
  await b.goto('/admin?tab=manage');
  await expect(b.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const name = `Two Tabs ${tag()}`;
  let posts = 0;
  await context.route('**/api/appointments/walk-in', async (route) => {
    posts += 1;
    await new Promise((r) => setTimeout(r, 300)); // a slow answer: the other tab has every chance to send it too
    await route.continue();
  });

  await goOffline(a, context);
  await addWalkInInDialog(a, { barber: 'Carlos', service: 'Barba', time: '12:45', name });
  await expect(waitingBadge(b, name)).toBeVisible(); // the other tab sees it at once (one device database)
  await context.setOffline(false); // both tabs hear 'online' and both try to replay

  for (const page of [a, b]) {
    await expect(todayRow(page, name)).toBeVisible();
    await expect(waitingBadge(page, name)).toHaveCount(0);
  }
  expect(posts).toBe(1); // the Web Lock and the claim let one tab send it
  expect(await serverAppointments(a, today(), name)).toHaveLength(1);
  expect((await outboxRows(a)).map((r) => [r.state, r.attempts])).toEqual([['done', 1]]);
});

test('a walk-in queued offline is sent when the app next starts, on whatever page it opens', async ({ context }) => {
  const desk = await context.newPage();
  await signInAsStaff(desk);
  const name = `Reopened On Home ${tag()}`;
  await goOffline(desk, context);
  await addWalkInInDialog(desk, { barber: 'Miguel', service: 'Barba', time: '14:35', name });
  await expect(waitingBadge(desk, name)).toBeVisible();
  await desk.close(); // the app is closed with the change still waiting

  await context.setOffline(false);
  const home = await context.newPage();
  await home.goto('/'); // the installed app opens on its start page, not on /admin
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await serverAppointments(home, today(), name)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await outboxRows(home)).map((r) => [r.state, r.attempts])).toEqual([['done', 1]]);
  expect(home.url()).toMatch(/\/$/);
});
