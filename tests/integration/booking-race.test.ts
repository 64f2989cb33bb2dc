import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '#shared/schemas/appointment';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';

/**
 * Races: many bookings for the same time arrive at once, each in its own transaction on its own
 * connection. Only the database's exclusion constraint stands between them and a double booking.
 */
const N = 50;
let database: TestDatabase;
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  database = await createTestDatabase({ pool: 25 });
  t = await startTestApp({ db: database.db, clock: testClock(sanJuan('2026-11-23', '08:00')), env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

/** Live appointments of a day as [barber, start, end) instants, checked pairwise for overlaps. */
async function overlapsOn(date: string): Promise<number> {
  const { rows } = await t.db.raw(
    `select count(*)::int as n from appointments a join appointments b
       on a.barber_id = b.barber_id and a.id < b.id and a.during && b.during
     where a.appointment_date = ? and a.status <> 'cancelled' and b.status <> 'cancelled'`,
    [date],
  );
  return rows[0].n;
}
const rowsOn = async (date: string) => Number((await t.db('appointments').where({ appointment_date: date }).count({ n: '*' }).first())!.n);

describe(`${N} concurrent bookings for one time`, () => {
  it('same barber, same start: exactly one 201, the rest 409 slot_taken, one row (and one new client)', async () => {
    const date = '2026-11-24';
    const body = bookingBody({
      serviceId: ids.corteYBarba,
      barberId: ids.barbers[0]!,
      appointmentDate: date,
      appointmentTime: '10:00',
      clientEmail: 'race.one@example.com',
    });
    const answers = await Promise.all(Array.from({ length: N }, () => t.post('/api/appointments', body)));
    expect(statuses(answers)).toEqual({ 201: 1, 409: N - 1 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toEqual({ message: SLOT_TAKEN_MESSAGE, code: 'slot_taken' });
    expect(await rowsOn(date)).toBe(1);
    expect(await t.db('clients').whereRaw("lower(email) = 'race.one@example.com'").count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('same barber, overlapping but different starts (10:00 and 10:30 for an hour): exactly one 201, one row', async () => {
    const date = '2026-11-25';
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.post(
          '/api/appointments',
          bookingBody({
            serviceId: ids.corteYBarba,
            barberId: ids.barbers[1]!,
            appointmentDate: date,
            appointmentTime: i % 2 ? '10:30' : '10:00',
          }),
        ),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: N - 1 });
    expect(await rowsOn(date)).toBe(1);
    expect(await overlapsOn(date)).toBe(0);
  });

  it('"no preference" at one time: one booking per barber succeeds, never two on one barber', async () => {
    const date = '2026-11-26';
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.post(
          '/api/appointments',
          bookingBody({ serviceId: ids.corteYBarba, barberId: null, appointmentDate: date, appointmentTime: i % 2 ? '12:30' : '12:00' }),
        ),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won.length).toBeLessThanOrEqual(ids.barbers.length);
    // Each barber can take exactly one of two overlapping hours, and "no preference" falls through to
    // the next free barber when a concurrent booking took its first choice: all of them end up booked.
    expect(won.length).toBe(ids.barbers.length);
    expect(new Set(won.map((a) => a.body.barberId))).toEqual(new Set(ids.barbers));
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    expect(await rowsOn(date)).toBe(ids.barbers.length);
    expect(await overlapsOn(date)).toBe(0);
  });
});
