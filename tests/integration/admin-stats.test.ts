import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminStats } from '#shared/schemas/admin-stats';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, processTimeZone, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

// The week of Monday 2026-11-23 to Sunday 2026-11-29. "Now" starts on Sunday 23:30 in San Juan,
// which is already Monday 2026-11-30 03:30 in UTC (and in many process zones).
const SUNDAY_LATE = sanJuan('2026-11-29', '23:30');
const clock = testClock(SUNDAY_LATE);
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
});
afterAll(() => t.close());

async function stats() {
  const { headers } = await signedInStaff(t);
  const res = await t.get('/api/admin/stats', headers);
  expect(res.status, res.text).toBe(200);
  return AdminStats.parse(res.body);
}

async function clientCreatedAt(at: Date) {
  const c = await insertClient(t.db);
  await t.db('clients').where({ id: c.id }).update({ created_at: at });
  return c.id;
}

describe('GET /api/admin/stats', () => {
  it('runs in the zone the run asked for (EXPECT_TZ), whatever it is', () => {
    if (process.env.EXPECT_TZ) expect(processTimeZone()).toBe(process.env.EXPECT_TZ);
  });

  it('answers zeros for an empty shop', async () => {
    expect(await stats()).toEqual({ todayAppointments: 0, todayRevenue: 0, weekAppointments: 0, newClients: 0 });
  });

  it('counts today and this Monday–Sunday week in shop time, live appointments only, near midnight', async () => {
    const long = '2020-01-01T00:00:00Z';
    // Today (Sunday 29th in San Juan): two live (35 + 22.50), one cancelled.
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-11-29', time: '11:00' });
    await insertPriced(t.db, { barberId: cat.javier.id, service: cat.barba, date: '2026-11-29', time: '11:00', priceCents: 2250 });
    await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corteYBarba, date: '2026-11-29', time: '11:00', status: 'cancelled' });
    // Earlier this week (Monday 23rd), last week (Sunday 22nd), next week (Monday 30th: "today" in UTC).
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-11-23', time: '09:00' });
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-11-22', time: '09:00' });
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-11-30', time: '09:00' });
    await t.db('clients').update({ created_at: long }); // the appointments' clients are old ones
    await clientCreatedAt(sanJuan('2026-11-23', '00:00')); // first minute of the week: counts
    await clientCreatedAt(sanJuan('2026-11-29', '23:29')); // last evening of the week: counts
    await clientCreatedAt(sanJuan('2026-11-22', '23:59')); // last week
    await clientCreatedAt(sanJuan('2026-11-30', '00:00')); // next week (already the 30th in UTC at 04:00Z)

    expect(await stats()).toEqual({ todayAppointments: 2, todayRevenue: 57.5, weekAppointments: 3, newClients: 2 });
  });

  it('turns the day and the week at midnight in San Juan', async () => {
    clock.set(sanJuan('2026-11-30', '00:00'));
    try {
      expect(await stats()).toEqual({ todayAppointments: 1, todayRevenue: 35, weekAppointments: 1, newClients: 1 });
    } finally {
      clock.set(SUNDAY_LATE);
    }
  });
});
