import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '#shared/schemas/appointment';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';

// "Now" is Monday 2026-11-23, 08:00 in San Juan. Rate limits on, as in production.
const clock = testClock(sanJuan('2026-11-23', '08:00'));
let t: TestApp;
let other: TestApp; // a second server process on the same database
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { TRUST_PROXY: '1' } });
  other = await startTestApp({ clock, db: t.db, env: { TRUST_PROXY: '1' } });
  ids = await catalogueIds(t.db);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

let n = 0;
const body = () => {
  n += 1;
  return bookingBody({
    serviceId: ids.barba,
    barberId: ids.barbers[n % 4]!,
    appointmentDate: '2026-11-24',
    appointmentTime: `${String(9 + Math.floor(n / 4)).padStart(2, '0')}:00`,
    clientPhone: `787-555-${String(2000 + n)}`,
  });
};
const book = (b: unknown, key?: string, app: TestApp = t, ip = '198.51.100.77') =>
  app.post('/api/appointments', b, { 'x-forwarded-for': ip, ...(key ? { 'Idempotency-Key': key } : {}) });
const rowsFor = async (email: string) =>
  Number(
    (await t.db('appointments as a').join('clients as c', 'c.id', 'a.client_id').where('c.email', email).count({ n: '*' }).first())!.n,
  );

describe('Idempotency-Key on public booking (POST /api/appointments)', () => {
  it('a retry after a lost answer gets the same answer, marked as replayed, and books nothing more', async () => {
    const b = body();
    const first = await book(b, 'wizard-retry-1');
    expect(first.status, first.text).toBe(201);
    expect(first.body.confirmationEmail).toBe(false); // this server sends no email: the success screen says how to reach the shop
    const retry = await book(b, 'wizard-retry-1', other); // even through another process
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsFor(b.clientEmail)).toBe(1);
    expect(await t.db('idempotency_keys').where({ key: 'wizard-retry-1' }).first()).toMatchObject({
      state: 'done',
      status_code: 201,
      staff_user_id: null,
    });
  });

  it('a double tap (two requests with one key, no gap) books once and both answer the booking', async () => {
    const b = body();
    const [a, c] = await Promise.all([book(b, 'wizard-double-tap'), book(b, 'wizard-double-tap', other)]);
    expect(a.status, a.text).toBe(201);
    expect(c.status, c.text).toBe(201);
    expect(c.body).toEqual(a.body);
    expect(await rowsFor(b.clientEmail)).toBe(1);
  });

  it('simultaneous retries with one key book once, and every one answers the booking', async () => {
    const b = body();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => book(b, 'wizard-burst', i % 2 ? other : t)));
    for (const a of answers) expect(a.status, a.text).toBe(201);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await rowsFor(b.clientEmail)).toBe(1);
  });

  it('a replay does not count against the per-client cap or the address’s daily bookings', async () => {
    const b = body();
    expect((await book(b, 'wizard-count', t, '198.51.100.90')).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await book(b, 'wizard-count', t, '198.51.100.90')).status).toBe(201);
    const day = await t.db('rate_limits').where('key', 'like', 'booking-day:198.51.100.90:%').first();
    expect(day.points).toBe(1);
  });

  it('a refusal is kept for its key too; the same key with another booking is 422', async () => {
    const b = body();
    expect((await book(b, 'wizard-a')).status).toBe(201);
    const taken = await book({ ...b, clientEmail: 'someone.else@example.com', clientPhone: '787-555-3999' }, 'wizard-b');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SLOT_TAKEN_MESSAGE);
    const again = await book({ ...b, clientEmail: 'someone.else@example.com', clientPhone: '787-555-3999' }, 'wizard-b');
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const mismatch = await book(body(), 'wizard-a');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('idempotency_mismatch');
  });

  it('without a key it works as before: the same body twice is a second attempt (here: the time is taken)', async () => {
    const b = body();
    expect((await book(b)).status).toBe(201);
    const second = await book(b);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('slot_taken');
    expect(await rowsFor(b.clientEmail)).toBe(1);
  });

  it('a malformed key answers 400', async () => {
    const res = await book(body(), 'not a key!');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });
});
