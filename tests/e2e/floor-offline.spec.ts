import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, freeChairs, openTab, tag, today } from './admin-dashboard-helpers';
import { goOffline, outboxRows } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Today's floor: on a Sunday the test stands on Monday (shop-clock.ts).
test.use({ workingDay: true });

type FloorAnswer = { appointments: Array<{ id: number; visit: string }>; line: Array<{ firstName: string }> };

test('offline, the desk starts and finishes two visits and adds one to the line; back online each change reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  await freeChairs(page, [barber('Carlos').id, barber('Javier').id]); // another spec on this server may have left someone seated
  const t = tag().slice(-5);
  const [one, two, walkIn] = [`Floor One ${t}`, `Floor Two ${t}`, `Lina${t}`];
  const a = await addWalkInViaApi(page, {
    barberId: barber('Carlos').id,
    serviceId: service('Barba').id,
    date: today(),
    time: '12:05',
    clientName: one,
  });
  const b = await addWalkInViaApi(page, {
    barberId: barber('Javier').id,
    serviceId: service('Barba').id,
    date: today(),
    time: '12:05',
    clientName: two,
  });
  await page.reload();
  await openTab(page, 'Floor');
  const column = (first: string) =>
    page.getByTestId('floor-barber').filter({ has: page.getByRole('heading', { name: new RegExp(`^${first}`) }) });
  await expect(column('Carlos')).toContainText(one);

  await goOffline(page, context);
  await column('Carlos')
    .getByRole('button', { name: `In chair: ${one}` })
    .click();
  await column('Javier')
    .getByRole('button', { name: `In chair: ${two}` })
    .click();
  await expect(column('Carlos').getByText('In the chair')).toBeVisible(); // shown at once, from the outbox
  await page.getByRole('button', { name: `Done with ${one}` }).click();
  await page.getByRole('button', { name: `Done with ${two}` }).click();
  await page.getByRole('button', { name: 'Add to the line' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add to the line' });
  await dialog.getByLabel('First name').fill(walkIn);
  await dialog.getByLabel('Service', { exact: true }).click();
  await page.getByRole('option', { name: /^Barba/ }).click();
  await dialog.getByRole('button', { name: 'Add to the line' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('floor-line-entry').filter({ hasText: walkIn })).toContainText('Waiting to sync');
  expect((await outboxRows(page)).filter((r) => r.state !== 'done')).toHaveLength(5);

  await context.setOffline(false);
  await expect
    .poll(async () => (await outboxRows(page)).filter((r) => r.kind.startsWith('floor-')).every((r) => r.state === 'done'), {
      timeout: 60_000,
    })
    .toBe(true);
  const rows = (await outboxRows(page)).filter((r) => r.kind.startsWith('floor-')).sort((x, y) => x.createdAt - y.createdAt);
  expect(rows.map((r) => [r.kind, r.outcome, r.attempts])).toEqual([
    ['floor-visit', 'synced', 1],
    ['floor-visit', 'synced', 1],
    ['floor-visit', 'synced', 1],
    ['floor-visit', 'synced', 1],
    ['floor-add', 'synced', 1],
  ]);
  const floor = (await (await page.request.get('/api/floor')).json()) as FloorAnswer;
  expect(floor.appointments.find((x) => x.id === a.id)?.visit ?? 'done').toBe('done');
  expect(floor.appointments.find((x) => x.id === b.id)?.visit ?? 'done').toBe('done');
  expect(floor.line.filter((e) => e.firstName === walkIn)).toHaveLength(1);
  const appts = (await (await page.request.get(`/api/appointments?date=${today()}`)).json()) as Array<{ id: number; status: string }>;
  expect(appts.filter((x) => x.id === a.id || x.id === b.id).map((x) => x.status)).toEqual(['completed', 'completed']);
});
