import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BulkReminderPreview } from '#shared/schemas/reminder';
import { ClientWithHistory } from '#shared/schemas/client-history';
import { ShopDetails } from '#shared/schemas/shop-details';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

/**
 * "We miss you" reminders (lapsed clients): never to a client with an upcoming appointment; the bulk
 * action's count known before sending; at most one per client every N days (the owner's setting), on
 * the server, even for two taps at once.
 */

// "Now" is Tuesday 2026-12-01, 10:00 in San Juan.
const TODAY = '2026-12-01';
const NOW = sanJuan(TODAY, '10:00');
const DAY = 86_400_000;
const clock = testClock(NOW);
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  staff = await signedInStaff(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(NOW);
  await t.db('reminders').delete();
  await t.db('notifications').delete();
  await t.db('appointments').delete();
  staff = await signedInStaff(t);
});

const dayOffset = (days: number) => new Date(Date.UTC(2026, 11, 1 + days)).toISOString().slice(0, 10);
let slot = 0;
/** A client last seen `lastSeen` days ago (null: never), with the appointments `booked` (days from today and time). */
async function client(name: string, lastSeen: number | null, booked: { in: number; time: string; status?: string }[] = []) {
  const c = await insertClient(t.db, { firstName: name });
  const at = (date: string, time: string, status?: string) => {
    slot += 1; // a different barber each time, so no two collide
    return insertPriced(t.db, { barberId: cat.barbers[slot % 4]!.id, service: cat.barba, date, time, clientId: c.id, status });
  };
  if (lastSeen !== null) await at(dayOffset(-lastSeen), `${String(9 + (slot % 8)).padStart(2, '0')}:00`);
  for (const b of booked) await at(dayOffset(b.in), b.time, b.status);
  return c.id;
}
const bulk = () => t.post('/api/clients/send-bulk-reminders', undefined, staff.headers);
const preview = () => t.get('/api/clients/reminders-due', staff.headers);
const remind = (id: number) => t.post(`/api/clients/${id}/send-reminder`, undefined, staff.headers);
const bulkClients = async () => (await t.db('reminders').where({ kind: 'bulk' }).orderBy('client_id')).map((r) => r.client_id);
const listed = async () => ClientWithHistory.array().parse((await t.get('/api/clients/with-history', staff.headers)).body);
const entryOf = async (id: number) => (await listed()).find((e) => e.client.id === id)!;
async function setEveryDays(everyDays: unknown) {
  const shop = ShopDetails.parse((await t.get('/api/shop?view=admin', staff.headers)).body);
  return t.request('PUT', '/api/shop', { ...shop, reminders: { everyDays } }, staff.headers);
}

describe('a lapsed-client reminder excludes clients with an upcoming appointment', () => {
  it('the bulk action leaves out a lapsed client booked this afternoon or next week, not one whose booking was cancelled', async () => {
    const lapsed = await client('Lapsed', 30);
    const thisAfternoon = await client('ThisAfternoon', 30, [{ in: 0, time: '15:00' }]);
    const nextWeek = await client('NextWeek', 40, [{ in: 7, time: '11:00' }]);
    const cancelledBooking = await client('CancelledBooking', 20, [{ in: 3, time: '12:00', status: 'cancelled' }]);

    // The count the bulk action will reach, asked first; then the send reaches exactly those.
    const before = await preview();
    expect(before.status, before.text).toBe(200);
    expect(BulkReminderPreview.parse(before.body)).toEqual({ count: 2 });
    const res = await bulk();
    expect(res.status, res.text).toBe(200);
    expect(res.body.recorded + res.body.sent + res.body.failed).toBe(2);
    expect(await bulkClients()).toEqual([lapsed, cancelledBooking]);
    expect(await bulkClients()).not.toContain(thisAfternoon);
    expect(await bulkClients()).not.toContain(nextWeek);
    expect((await preview()).body).toEqual({ count: 0 });
  });

  it('the card offers no Send Reminder to a booked client, and the server refuses one (409)', async () => {
    const booked = await client('Booked', 30, [{ in: 0, time: '15:00' }]);
    const lapsed = await client('NotBooked', 30);
    expect((await entryOf(booked)).reminderDue).toBe(false);
    expect((await entryOf(lapsed)).reminderDue).toBe(true);
    const res = await remind(booked);
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe('This client has an upcoming appointment on 2026-12-01: no reminder is needed.');
    expect(await t.db('reminders').where({ client_id: booked })).toEqual([]);
    expect(await t.db('notifications').where({ client_id: booked })).toEqual([]);
  });

  it('staff only', async () => {
    expect((await t.get('/api/clients/reminders-due')).status).toBe(401);
  });
});

describe('at most one lapsed-client reminder per client every N days', () => {
  it('a second Send Reminder is refused (409) and the card says when the last one went', async () => {
    const id = await client('Twice', 20);
    expect(await entryOf(id)).toMatchObject({ reminderDue: true, lastReminderAt: null });
    expect((await remind(id)).status).toBe(200);
    const again = await remind(id);
    expect(again.status, again.text).toBe(409);
    expect(again.body).toMatchObject({
      message: 'This client was already reminded on 2026-12-01: one reminder every 7 days.',
      remindedAt: NOW.toISOString(),
      everyDays: 7,
    });
    expect(await t.db('reminders').where({ client_id: id })).toHaveLength(1);
    expect(await entryOf(id)).toMatchObject({ reminderDue: false, lastReminderAt: NOW.toISOString() });
  });

  it('two taps at once send one reminder', async () => {
    const id = await client('DoubleTap', 20);
    const answers = await Promise.all([remind(id), remind(id), remind(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await t.db('reminders').where({ client_id: id })).toHaveLength(1);
    expect(await t.db('notifications').where({ client_id: id })).toHaveLength(1);
  });

  it('a bulk reminder counts too: Send Reminder after it is refused', async () => {
    const id = await client('AfterBulk', 20);
    await bulk();
    expect((await remind(id)).status).toBe(409);
  });

  it('N is the owner’s setting (7 by default): with 3, a client reminded 4 days ago is due again, by one or all', async () => {
    const shop = ShopDetails.parse((await t.get('/api/shop?view=admin', staff.headers)).body);
    expect(shop.reminders).toEqual({ everyDays: 7 });
    const one = await client('One', 20);
    const all = await client('All', 20);
    expect((await remind(one)).status).toBe(200);
    await bulk();
    expect(await bulkClients()).toEqual([all]);

    clock.set(new Date(NOW.getTime() + 4 * DAY));
    staff = await signedInStaff(t);
    expect((await remind(one)).status).toBe(409);
    expect((await preview()).body).toEqual({ count: 0 });

    const put = await setEveryDays(3);
    expect(put.status, put.text).toBe(200);
    expect((await entryOf(one)).reminderDue).toBe(true);
    expect((await preview()).body).toEqual({ count: 2 });
    const res = await remind(one);
    expect(res.status, res.text).toBe(200);
    expect((await preview()).body).toEqual({ count: 1 });
    await bulk();
    expect((await t.db('reminders').where({ client_id: all })).length).toBe(2);
    await setEveryDays(7);
  });

  it('the setting is validated: a whole number of days, 1 to 365', async () => {
    for (const bad of [0, 366, 2.5, 'x', null]) {
      const res = await setEveryDays(bad);
      expect(res.status, `${String(bad)}: ${res.text}`).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(ShopDetails.parse((await t.get('/api/shop?view=admin', staff.headers)).body).reminders).toEqual({ everyDays: 7 });
  });
});
