import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromMinutes } from '#shared/domain/shop-time';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { lockDayShared, lockDaysExclusive } from '../../server/repositories/schedule-locks';
import { sanJuan } from './helpers/booking';

// "Now" is Monday 2026-11-23, 08:00 in San Juan; the races happen on the following weekdays.
const clock = testClock(sanJuan('2026-11-23', '08:00'));
let t: TestApp;
let headers: Record<string, string>;
let corte: number;
let barbers: number[];
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  headers = (await signedInStaff(t)).headers;
  corte = (await t.db('services').where({ name: 'Corte' }).first('id')).id;
  barbers = (await t.db('barbers').orderBy('id').select('id')).map((b) => b.id);
});
afterAll(() => t.close());

/** Live appointments that lie inside a block (same barber or an all-barber block), at any time. */
async function appointmentsInsideBlocks(): Promise<number> {
  const row = await t.db.raw(`
    select count(*)::int as n from appointments a join blocked_slots b
      on a.appointment_date between b.start_date and b.end_date
     and (b.barber_id is null or b.barber_id = a.barber_id)
     and a.appointment_time < b.end_time
     and a.appointment_time + make_interval(mins => a.duration_min) > b.start_time
    where a.status <> 'cancelled'`);
  return row.rows[0].n;
}

const ROUNDS = 8;
const weekdays: string[] = [];
for (let d = '2026-11-24'; weekdays.length < ROUNDS; d = addDays(d, 1)) if (new Date(`${d}T12:00:00Z`).getUTCDay() !== 0) weekdays.push(d);

describe('a block and bookings racing for the same day', () => {
  it('never leaves a live appointment inside a block, whichever commits first', async () => {
    const outcomes = { blocked: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const date = weekdays[round]!;
      const bookings = Array.from({ length: 12 }, (_, i) =>
        t.post('/api/appointments', {
          clientName: `Racer ${round}-${i}`,
          clientEmail: `racer${round}-${i}@example.com`,
          clientPhone: '7875550100',
          barberId: barbers[i % barbers.length],
          serviceId: corte,
          appointmentDate: date,
          appointmentTime: fromMinutes(9 * 60 + (i % 3) * 120),
          notes: '',
        }),
      );
      // The block goes out while the bookings are between reading the day and inserting.
      await new Promise((r) => setTimeout(r, round % 4));
      const block = t.post(
        '/api/blocked-slots',
        { barberId: 0, startDate: date, endDate: date, startTime: '09:00', endTime: '19:00', reason: 'Race' },
        headers,
      );
      const [blockAnswer, ...answers] = await Promise.all([block, ...bookings]);
      expect([201, 409]).toContain(blockAnswer!.status);
      for (const a of answers) expect([201, 409], a.text).toContain(a.status);
      if (blockAnswer!.status === 201) outcomes.blocked++;
      else outcomes.refused++;
      expect(await appointmentsInsideBlocks(), `round ${round} on ${date}`).toBe(0);
    }
    // Both orders happened at least once across the rounds (otherwise the race was not exercised).
    expect(outcomes.blocked + outcomes.refused).toBe(ROUNDS);
  });
});

const settledWithin = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('the day lock, step by step', () => {
  it('a booking waits for a block being added that day, then sees it and is refused', async () => {
    const date = '2026-12-21';
    const trx = await t.db.transaction();
    try {
      await lockDaysExclusive(trx, date, date); // what POST /api/blocked-slots does first
      await trx('blocked_slots').insert({
        barber_id: null,
        start_date: date,
        end_date: date,
        start_time: '09:00',
        end_time: '19:00',
        reason: 'In progress',
      });
      const booking = t.post('/api/appointments', {
        clientName: 'Late Racer',
        clientEmail: 'late.racer@example.com',
        clientPhone: '7875550100',
        barberId: barbers[0],
        serviceId: corte,
        appointmentDate: date,
        appointmentTime: '10:00',
        notes: '',
      });
      expect(await settledWithin(booking, 400)).toBe(false); // held at the day lock, not reading a stale day
      await trx.commit();
      const answer = await booking;
      expect(answer.status, answer.text).toBe(409);
    } finally {
      if (!trx.isCompleted()) await trx.rollback();
    }
    expect(await appointmentsInsideBlocks()).toBe(0);
  });

  it('a block waits for a booking in progress that day, and goes ahead once it gives up', async () => {
    const date = '2026-12-22';
    const trx = await t.db.transaction();
    try {
      await lockDayShared(trx, date); // what a booking does before reading the day
      const block = t.post(
        '/api/blocked-slots',
        { barberId: 0, startDate: date, endDate: date, startTime: '09:00', endTime: '19:00', reason: 'Late' },
        headers,
      );
      expect(await settledWithin(block, 400)).toBe(false);
      await trx.rollback(); // the booking gave up: the block may go ahead
      expect((await block).status).toBe(201);
    } finally {
      if (!trx.isCompleted()) await trx.rollback();
    }
  });

  it('bookings on the same day do not wait for each other', async () => {
    const date = '2026-12-23';
    const trx = await t.db.transaction();
    try {
      await lockDayShared(trx, date);
      const booking = t.post('/api/appointments', {
        clientName: 'Parallel Client',
        clientEmail: 'parallel@example.com',
        clientPhone: '7875550100',
        barberId: barbers[1],
        serviceId: corte,
        appointmentDate: date,
        appointmentTime: '11:00',
        notes: '',
      });
      expect(await settledWithin(booking, 5000)).toBe(true);
      expect((await booking).status).toBe(201);
    } finally {
      await trx.rollback();
    }
  });
});
