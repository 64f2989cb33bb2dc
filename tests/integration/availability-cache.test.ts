import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleRepository, type ScheduleDay } from '../../server/repositories/schedule';
import type { ScheduleCache } from '../../server/queries/schedule-cache';
import { AvailabilityDetail } from '#shared/schemas/availability';
import { testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startCachedApp, type CachedApp } from './helpers/cached-app';
import { bookingBody, catalogueIds, insertAppointment, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';

/**
 * The availability cache across processes (docs/decisions/003-availability-cache.md): two app
 * instances on one database, each with its own cache and LISTEN connection. B writes, A answers.
 */
// "Now" is Monday 2026-11-23, 08:00 in San Juan unless a test moves the clock.
const MONDAY_8AM = sanJuan('2026-11-23', '08:00');
const clock = testClock(MONDAY_8AM);

let database: TestDatabase;
let a: CachedApp;
let b: CachedApp;
let staffB: Record<string, string>;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
let queries = 0;
beforeAll(async () => {
  database = await createTestDatabase();
  database.db.on('query', () => (queries += 1));
  [a, b] = [await startCachedApp(database, clock), await startCachedApp(database, clock)];
  ids = await catalogueIds(database.db);
  staffB = (await signedInStaff(b as unknown as TestApp)).headers;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

const detailed = async (t: CachedApp, date: string, serviceId = ids.corte) => {
  const res = await t.get(`/api/availability/detailed/${serviceId}/${date}`);
  expect(res.status, res.text).toBe(200);
  return AvailabilityDetail.parse(res.body);
};
const slotsOf = async (t: CachedApp, date: string, barberId: number) =>
  (await detailed(t, date)).barberAvailability[barberId]!.availableSlots;
/** The queries an action sends to the database. */
const queriesDuring = async (fn: () => Promise<unknown>) => {
  const before = queries;
  await fn();
  return queries - before;
};
/** Polls until `check` passes (a notification travels from B's commit to A's listener), 2 s at most. */
async function eventually(check: () => Promise<void>, ms = 2000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

describe('availability cache', () => {
  it('answers a repeated day from the cache without querying the database', async () => {
    clock.set(MONDAY_8AM);
    expect(a.cache.status().listening).toBe(true);
    const first = await detailed(a, TUESDAY);
    expect(await queriesDuring(() => detailed(a, TUESDAY))).toBe(0);
    expect(await detailed(a, TUESDAY)).toEqual(first);
    // Another service on the same day is its own entry: one load, then none.
    expect(await queriesDuring(() => detailed(a, TUESDAY, ids.barba))).toBeGreaterThan(0);
    expect(await queriesDuring(() => detailed(a, TUESDAY, ids.barba))).toBe(0);
    // A process starting (it makes its secrets with INSERT … ON CONFLICT DO NOTHING in app_settings) empties nothing.
    await database.db.raw(`insert into app_settings (key, value) values ('session_keys', '"x"') on conflict (key) do nothing`);
    await database.db.raw(`insert into app_settings (key, value) values ('t_another_secret', '"y"') on conflict (key) do nothing`);
    await new Promise((r) => setTimeout(r, 200)); // any notification would have arrived
    expect(await queriesDuring(() => detailed(a, TUESDAY))).toBe(0);
  });

  it("a booking through B reaches A's next answers; other days stay cached", async () => {
    const barber = ids.barbers[0]!;
    expect(await slotsOf(a, TUESDAY, barber)).toContain('10:00');
    await detailed(a, '2026-11-27');
    const res = await b.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: barber, appointmentDate: TUESDAY, appointmentTime: '10:00' }),
    );
    expect(res.status, res.text).toBe(201);
    await eventually(async () => expect(await slotsOf(a, TUESDAY, barber)).not.toContain('10:00'));
    expect(await queriesDuring(() => detailed(a, '2026-11-27'))).toBe(0);
  });

  it("B's cancel, move, block, unblock and a change of hours each reach A", async () => {
    const barber = ids.barbers[1]!;
    expect(await slotsOf(a, TUESDAY, barber)).toContain('11:00');
    const booked = await b.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: barber, appointmentDate: TUESDAY, appointmentTime: '11:00' }),
    );
    expect(booked.status, booked.text).toBe(201);
    await eventually(async () => expect(await slotsOf(a, TUESDAY, barber)).not.toContain('11:00'));

    const moved = await b.request(
      'PATCH',
      `/api/appointments/${booked.body.id}`,
      { barberId: barber, date: WEDNESDAY, time: '15:00' },
      staffB,
    );
    expect(moved.status, moved.text).toBe(200);
    await detailed(a, WEDNESDAY);
    await eventually(async () => expect(await slotsOf(a, TUESDAY, barber)).toContain('11:00'));
    await eventually(async () => expect(await slotsOf(a, WEDNESDAY, barber)).not.toContain('15:00'));

    const cancelled = await b.del(`/api/appointments/${booked.body.id}`, staffB);
    expect(cancelled.status, cancelled.text).toBe(200);
    await eventually(async () => expect(await slotsOf(a, WEDNESDAY, barber)).toContain('15:00'));

    const block = await b.post(
      '/api/blocked-slots',
      { barberId: barber, startDate: WEDNESDAY, endDate: WEDNESDAY, startTime: '12:00', endTime: '14:00', reason: 'Dentist' },
      staffB,
    );
    expect(block.status, block.text).toBe(201);
    await eventually(async () => expect(await slotsOf(a, WEDNESDAY, barber)).not.toContain('12:30'));
    const unblocked = await b.del(`/api/blocked-slots/${block.body.id}`, staffB);
    expect(unblocked.status, unblocked.text).toBe(200);
    await eventually(async () => expect(await slotsOf(a, WEDNESDAY, barber)).toContain('12:30'));

    // Hours have no API yet: changed in SQL, which notifies all the same.
    await database.db('barber_hours').where({ barber_id: barber, weekday: 3 }).update({ end_time: '12:00' });
    await eventually(async () => expect((await slotsOf(a, WEDNESDAY, barber)).at(-1)).toBe('11:00'));
    await database.db('barber_hours').where({ barber_id: barber, weekday: 3 }).update({ end_time: '19:00' });
    await eventually(async () => expect((await slotsOf(a, WEDNESDAY, barber)).at(-1)).toBe('18:00'));
  });

  it("a write through A itself shows in A's very next answer", async () => {
    const barber = ids.barbers[2]!;
    expect(await slotsOf(a, TUESDAY, barber)).toContain('13:00');
    const res = await a.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: barber, appointmentDate: TUESDAY, appointmentTime: '13:00' }),
    );
    expect(res.status, res.text).toBe(201);
    expect(await slotsOf(a, TUESDAY, barber)).not.toContain('13:00');
  });

  it('past slots leave a cached day as the clock moves (slots are computed per request)', async () => {
    const barber = ids.barbers[0]!;
    expect(await slotsOf(a, '2026-11-23', barber)).toContain('09:00');
    clock.set(sanJuan('2026-11-23', '10:05'));
    let later: string[] = [];
    expect(await queriesDuring(async () => (later = await slotsOf(a, '2026-11-23', barber)))).toBe(0);
    expect(later[0]).toBe('10:30');
    clock.set(MONDAY_8AM);
  });

  it('with the listener stopped, every answer comes from the database; started again, it caches again', async () => {
    const barber = ids.barbers[3]!;
    await detailed(a, TUESDAY);
    await a.cache.stop();
    expect(a.cache.status().listening).toBe(false);
    await insertAppointment(database.db, { barberId: barber, serviceId: ids.corte, date: TUESDAY, time: '16:00' });
    expect(await slotsOf(a, TUESDAY, barber)).not.toContain('16:00'); // at once: no cache to go stale
    expect(await queriesDuring(() => detailed(a, TUESDAY))).toBeGreaterThan(0);
    await a.cache.start();
    expect(a.cache.status().listening).toBe(true);
    await detailed(a, TUESDAY);
    expect(await queriesDuring(() => detailed(a, TUESDAY))).toBe(0);
  });

  it('a lost listener connection bypasses the cache until it reconnects, then starts empty', async () => {
    const barber = ids.barbers[3]!;
    await detailed(a, TUESDAY);
    const pid = a.cache.status().listenerPid!;
    await database.db.raw('select pg_terminate_backend(?)', [pid]);
    await eventually(async () => expect(a.cache.status().listening).toBe(false));
    await eventually(async () => expect(a.cache.status().listening).toBe(true));
    expect(a.cache.status().listenerPid).not.toBe(pid);
    expect(a.cache.status().days).toBe(0);
    await insertAppointment(database.db, { barberId: barber, serviceId: ids.corte, date: TUESDAY, time: '17:00' });
    await eventually(async () => expect(await slotsOf(a, TUESDAY, barber)).not.toContain('17:00'));
  });

  it('a load in progress when its day changes is answered but not kept', async () => {
    const cache: ScheduleCache = a.cache;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const real = () => scheduleRepository(database.db).loadDay('2026-11-26', ids.corte);
    let loads = 0;
    const load = async (): Promise<ScheduleDay> => {
      loads += 1;
      const day = await real();
      await gate;
      return day;
    };
    const first = cache.day('2026-11-26', ids.corte, load);
    const joined = cache.day('2026-11-26', ids.corte, load); // the same load, not a second one
    cache.forget(['2026-11-26']); // e.g. a notification arrives while the first load is out
    release();
    expect(await joined).toBe(await first);
    expect(loads).toBe(1);
    await cache.day('2026-11-26', ids.corte, load);
    expect(loads).toBe(2); // the stale answer was not kept
    await cache.day('2026-11-26', ids.corte, load);
    expect(loads).toBe(2);
  });
});
