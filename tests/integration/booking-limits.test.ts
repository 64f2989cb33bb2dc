import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_DAY_LIMIT_MESSAGE, BookingRules, beyondHorizonMessage, clientLimitMessage } from '#shared/schemas/booking-rules';
import { PUBLIC_LIMITS } from '../../server/middleware/rate-limit';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { bookingBody, catalogueIds, insertAppointment, insertClient, sanJuan } from './helpers/booking';

// "Now" is Monday 2026-11-23, 08:00 in San Juan. TRUST_PROXY=1: X-Forwarded-For sets each request's address.
const clock = testClock(sanJuan('2026-11-23', '08:00'));
let t: TestApp;
let second: TestApp; // a second server process on the same database, behind the same address
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { TRUST_PROXY: '1' } });
  second = await startTestApp({ clock, db: t.db, env: { TRUST_PROXY: '1' } });
  ids = await catalogueIds(t.db);
});
afterAll(async () => {
  await second.close();
  await t.close();
});
beforeEach(async () => {
  clock.set(sanJuan('2026-11-23', '08:00'));
  await t.db('rate_limits').del();
});

let phone = 1000;
const nextPhone = () => `787-555-${String((phone += 1)).padStart(4, '0')}`;
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;
/** Free slots: each call a different barber or hour from Tuesday to Saturday. */
let slot = 0;
function nextSlot() {
  const i = slot++;
  const date = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'][Math.floor(i / 40) % 5]!;
  return {
    appointmentDate: date,
    appointmentTime: `${String(9 + (Math.floor(i / 4) % 10)).padStart(2, '0')}:00`,
    barberId: ids.barbers[i % 4]!,
  };
}
const body = (over: Record<string, unknown> = {}) =>
  bookingBody({ serviceId: ids.barba, ...nextSlot(), clientPhone: nextPhone(), ...over });
const book = (b: unknown, ip = nextAddress(), app: TestApp = t) => app.post('/api/appointments', b, { 'x-forwarded-for': ip });

describe('one client holds at most 4 upcoming online bookings', () => {
  it('refuses a fifth for the same email with 409 booking_limit and a call-the-shop message, and writes nothing', async () => {
    const email = 'many.cuts@example.com';
    for (let i = 0; i < 4; i++) expect((await book(body({ clientEmail: email }))).status).toBe(201);
    const before = await t.db('appointments').count({ n: '*' }).first();
    const fifth = await book(body({ clientEmail: ' MANY.cuts@example.com ' }));
    expect(fifth.status).toBe(409);
    expect(fifth.body).toEqual({ message: clientLimitMessage(4), code: 'booking_limit' });
    expect(fifth.body.message).toMatch(/call the shop/);
    expect(await t.db('appointments').count({ n: '*' }).first()).toEqual(before);
  });

  it('counts the same phone under other emails (any formatting) as the same client', async () => {
    for (let i = 0; i < 4; i++)
      expect((await book(body({ clientEmail: `alias${i}@example.com`, clientPhone: '(787) 555-9911' }))).status).toBe(201);
    const refused = await book(body({ clientEmail: 'alias-new@example.com', clientPhone: '787.555.9911' }));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('booking_limit');
  });

  it('does not count staff-made, cancelled or past appointments', async () => {
    const client = await insertClient(t.db, { email: 'regular@example.com', phone: '787-555-7001' });
    for (const time of ['09:00', '10:00', '11:00', '12:00']) {
      await insertAppointment(t.db, { clientId: client.id, barberId: ids.barbers[3]!, serviceId: ids.barba, date: '2026-12-01', time });
    }
    const made = [];
    for (let i = 0; i < 4; i++) {
      const r = await book(body({ clientEmail: 'regular@example.com', clientPhone: '787-555-7001' }));
      expect(r.status, r.text).toBe(201);
      made.push(r.body.id as number);
    }
    expect((await book(body({ clientEmail: 'regular@example.com' }))).status).toBe(409);
    await t.db('appointments').where({ id: made[0] }).update({ status: 'cancelled', cancelled_at: clock.now() });
    expect((await book(body({ clientEmail: 'regular@example.com' }))).status).toBe(201);
    expect((await book(body({ clientEmail: 'regular@example.com' }))).status).toBe(409);
    clock.set(sanJuan('2026-11-29', '08:00')); // every one of them has started (Saturday at the latest)
    expect((await book(body({ clientEmail: 'regular@example.com', appointmentDate: '2026-12-02', appointmentTime: '09:00' }))).status).toBe(
      201,
    );
  });

  it('holds under simultaneous bookings from several processes: exactly 4 of 10 win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(body({ clientEmail: 'burst@example.com' }), nextAddress(), i % 2 ? second : t)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'booking_limit')).toHaveLength(6);
  });

  it('takes its maximum from BOOKING_MAX_PER_CLIENT', async () => {
    const two = await startTestApp({ clock, db: t.db, env: { TRUST_PROXY: '1', BOOKING_MAX_PER_CLIENT: '2' } });
    try {
      for (let i = 0; i < 2; i++) expect((await book(body({ clientEmail: 'two@example.com' }), nextAddress(), two)).status).toBe(201);
      const third = await book(body({ clientEmail: 'two@example.com' }), nextAddress(), two);
      expect(third.body).toEqual({ message: clientLimitMessage(2), code: 'booking_limit' });
    } finally {
      await two.close();
    }
  });
});

describe('one address makes at most 10 bookings per shop-local day', () => {
  it('answers 429 on the eleventh until the shop’s midnight; refusals do not count; other addresses are free', async () => {
    const ip = '203.0.113.7';
    expect((await book(body({ serviceId: ids.quimico }), ip)).status).toBe(400); // refused: not counted
    for (let i = 0; i < 10; i++) expect((await book(body(), ip, i % 2 ? second : t)).status).toBe(201);
    const over = await book(body(), ip);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: ADDRESS_DAY_LIMIT_MESSAGE, code: 'too_many_requests' });
    expect(over.headers.get('retry-after')).toBe(String(16 * 3600)); // 08:00 → midnight in San Juan
    expect((await book(body(), ip, second)).status).toBe(429);
    expect((await book(body(), '203.0.113.8')).status).toBe(201);

    clock.set(sanJuan('2026-11-23', '23:59'));
    expect((await book(body(), ip)).status).toBe(429);
    clock.set(sanJuan('2026-11-24', '00:01'));
    expect((await book(body(), ip)).status).toBe(201);
  });

  it('takes its maximum from BOOKING_MAX_PER_ADDRESS_PER_DAY', async () => {
    const three = await startTestApp({ clock, db: t.db, env: { TRUST_PROXY: '1', BOOKING_MAX_PER_ADDRESS_PER_DAY: '3' } });
    try {
      for (let i = 0; i < 3; i++) expect((await book(body(), '203.0.113.9', three)).status).toBe(201);
      expect((await book(body(), '203.0.113.9', three)).status).toBe(429);
    } finally {
      await three.close();
    }
  });
});

describe('public rate limits are shared by every process (PostgreSQL)', () => {
  it('counts the 10-minute booking limit across two processes behind one address', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < PUBLIC_LIMITS.booking.points; i++) expect((await book({}, ip, i % 2 ? second : t)).status).toBe(400);
    for (const app of [t, second]) {
      const over = await book({}, ip, app);
      expect(over.status).toBe(429);
      expect(over.body.message).toBe(PUBLIC_LIMITS.booking.message);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const row = await t.db('rate_limits').where('key', 'booking:203.0.113.20').first();
    expect(row).toMatchObject({ points: PUBLIC_LIMITS.booking.points + 2 });
  });

  it('counts the client look-up limit across two processes', async () => {
    const ip = '203.0.113.21';
    const lookup = (app: TestApp) => app.get('/api/clients/by-email/a%40b.pr', { 'x-forwarded-for': ip });
    for (let i = 0; i < PUBLIC_LIMITS.clientLookup.points; i++) expect((await lookup(i % 2 ? second : t)).status).toBe(404);
    expect((await lookup(t)).status).toBe(429);
    expect((await lookup(second)).status).toBe(429);
  });
});

describe('bookings further ahead than the horizon', () => {
  it('answers 400 with a clear message past 90 days; the last day is bookable', async () => {
    const last = await book(body({ appointmentDate: '2027-02-20', appointmentTime: '10:00' })); // Saturday, today + 89
    expect(last.status, last.text).toBe(201);
    const edge = await book(body({ appointmentDate: '2027-02-21', appointmentTime: '10:00' })); // today + 90 is a Sunday
    expect(edge.status).toBe(400);
    expect(edge.body.message).toMatch(/Sunday/);
    const beyond = await book(body({ appointmentDate: '2027-02-22', appointmentTime: '10:00' })); // Monday, today + 91
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({ message: beyondHorizonMessage(90), code: 'bad_request' });
    expect(await t.db('appointments').where({ appointment_date: '2027-02-22' }).first()).toBeUndefined();
  });

  it('GET /api/booking-rules tells the wizard the horizon and its last day, from BOOKING_HORIZON_DAYS', async () => {
    const rules = await t.get('/api/booking-rules');
    expect(rules.status).toBe(200);
    expect(BookingRules.parse(rules.body)).toEqual({
      horizonDays: 90,
      lastBookableDate: '2027-02-21',
      minNoticeMinutes: 0,
      slotStepMinutes: 30,
    });
    const short = await startTestApp({ clock, db: t.db, env: { BOOKING_HORIZON_DAYS: '14' } });
    try {
      expect((await short.get('/api/booking-rules')).body).toEqual({
        horizonDays: 14,
        lastBookableDate: '2026-12-07',
        minNoticeMinutes: 0,
        slotStepMinutes: 30,
      });
      const refused = await short.post('/api/appointments', body({ appointmentDate: '2026-12-08', appointmentTime: '10:00' }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(beyondHorizonMessage(14));
      expect((await short.post('/api/appointments', body({ appointmentDate: '2026-12-07', appointmentTime: '10:00' }))).status).toBe(201);
    } finally {
      await short.close();
    }
  });
});
