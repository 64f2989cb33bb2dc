import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockBounds } from '#shared/schemas/blocked-slot';
import { BookableHours } from '#shared/schemas/shop-details';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { sanJuan } from './helpers/booking';
import { adminCatalogue } from './helpers/admin';

// "Now" is Wednesday 2026-11-25, 10:00 in San Juan. Carlos works until 21:00 on Tuesdays.
const clock = testClock(sanJuan('2026-11-25', '10:00'));
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  headers = (await signedInStaff(t)).headers;
  await t.db('barber_hours').where({ barber_id: cat.carlos.id, weekday: 2 }).update({ end_time: '21:00' });
});
afterAll(() => t.close());

const block = (body: Record<string, unknown>) => t.post('/api/blocked-slots', body, headers);
const evening = (over: Record<string, unknown> = {}) => ({
  barberId: cat.carlos.id,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '19:00',
  endTime: '21:00',
  reason: 'Evening off',
  ...over,
});
const carlosSlots = async (date: string) =>
  (await t.get(`/api/availability/detailed/${cat.corte.id}/${date}`)).body.barberAvailability[cat.carlos.id].availableSlots as string[];

describe('a block covers any time that can be booked', () => {
  it('blocks 19:00–21:00 for a barber booked until 21:00: those evening times are no longer offered', async () => {
    expect(await carlosSlots('2026-12-01')).toContain('19:30');
    const res = await block(evening());
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ startTime: '19:00', endTime: '21:00' });
    const after = await carlosSlots('2026-12-01');
    expect(after).not.toContain('19:30');
    expect(after).toContain('18:00');
  });

  it('All Barbers reaches the latest closing of any barber', async () => {
    expect((await block(evening({ barberId: 0, startDate: '2026-12-08', endDate: '2026-12-08', endTime: '20:30' }))).status).toBe(201);
  });

  it('refuses times no one can be booked at, naming the range (400 with the field)', async () => {
    const javier = await block(evening({ barberId: cat.javier.id }));
    expect(javier.status).toBe(400);
    expect(javier.body.fields).toEqual({ endTime: 'Times must be between 9:00 AM and 7:00 PM' });
    const late = await block(evening({ startTime: '20:00', endTime: '21:30' }));
    expect(late.body.fields).toEqual({ endTime: 'Times must be between 9:00 AM and 9:00 PM' });
    const early = await block(evening({ startTime: '08:00', endTime: '10:00' }));
    expect(early.body.fields).toEqual({ startTime: 'Times must be between 9:00 AM and 9:00 PM' });
  });

  it('GET /api/blocked-slots/bounds answers the range of each barber and of All Barbers (staff only)', async () => {
    const res = await t.get('/api/blocked-slots/bounds', headers);
    expect(res.status, res.text).toBe(200);
    const bounds = BlockBounds.parse(res.body);
    expect(bounds.all).toEqual({ opens: '09:00', closes: '21:00' });
    expect(bounds.barbers).toContainEqual({ barberId: cat.carlos.id, opens: '09:00', closes: '21:00' });
    expect(bounds.barbers).toContainEqual({ barberId: cat.javier.id, opens: '09:00', closes: '19:00' });
    expect((await t.get('/api/blocked-slots/bounds')).status).toBe(401);
  });
});

describe('GET /api/shop/bookable-hours', () => {
  it('answers, per weekday, when any active barber can be booked (Sunday: nobody), for the back office to check the shown hours against', async () => {
    const res = await t.get('/api/shop/bookable-hours');
    expect(res.status, res.text).toBe(200);
    expect(BookableHours.parse(res.body)).toEqual([
      null,
      { opens: '09:00', closes: '19:00' },
      { opens: '09:00', closes: '21:00' }, // Carlos works until 21:00 on Tuesdays
      ...Array(4).fill({ opens: '09:00', closes: '19:00' }),
    ]);
  });
});
