import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityDetail } from '#shared/schemas/availability';
import { AdminService } from '#shared/schemas/admin-services';
import { testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startCachedApp, type CachedApp } from './helpers/cached-app';
import { bookingBody, catalogueIds, insertAppointment, insertClient, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';

/**
 * Availability and booking under the back office's rules (docs/decisions/041-back-office.md): who
 * performs a service, hours with a break, time off, closures, clean-up, minimum notice and slot step;
 * and two server processes (each with its schedule cache) seeing the owner's changes at once.
 */
const MONDAY_8AM = sanJuan('2026-11-23', '08:00');
const clock = testClock(MONDAY_8AM);
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

let database: TestDatabase;
let a: CachedApp;
let b: CachedApp;
let owner: Record<string, string>;
let ids: Awaited<ReturnType<typeof catalogueIds>>;

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = [await startCachedApp(database, clock), await startCachedApp(database, clock)];
  ids = await catalogueIds(database.db);
  owner = (await signedInStaff(b as unknown as TestApp)).headers;
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
const slotsOf = async (t: CachedApp, date: string, barberId: number, serviceId = ids.corte) =>
  (await detailed(t, date, serviceId)).barberAvailability[barberId]?.availableSlots ?? [];
const times = async (t: CachedApp, date: string, serviceId = ids.corte) =>
  (await t.get(`/api/availability/${serviceId}/${date}`)).body as string[];
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
const newService = async (over: Record<string, unknown> = {}) => {
  const res = await b.request(
    'POST',
    '/api/services',
    { name: `Svc ${Math.random().toString(36).slice(2, 8)}`, price: 30, duration: 30, ...over },
    owner,
  );
  expect(res.status, res.text).toBe(201);
  return AdminService.parse(res.body);
};
const shopWith = async (rules: Record<string, number>, headers = owner) => {
  const shop = (await b.get('/api/shop')).body;
  const res = await b.request('PUT', '/api/shop', { ...shop, bookingRules: { ...shop.bookingRules, ...rules } }, headers);
  expect(res.status, res.text).toBe(200);
};

describe('availability obeys the back office', () => {
  it('offers a service only with the barbers who perform it, and refuses a booking with another', async () => {
    const [one, two] = ids.barbers as [number, number];
    const s = await newService({ barbers: [{ barberId: two, price: null }] });
    const day = await detailed(a, TUESDAY, s.id);
    expect(Object.keys(day.barberAvailability)).toEqual([String(two)]);
    const refused = await b.post(
      '/api/appointments',
      bookingBody({ serviceId: s.id, barberId: one, appointmentDate: TUESDAY, appointmentTime: '10:00' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('barberId');
    const any = await b.post(
      '/api/appointments',
      bookingBody({ serviceId: s.id, barberId: null, appointmentDate: TUESDAY, appointmentTime: '10:00' }),
    );
    expect(any.status, any.text).toBe(201);
    expect(any.body.barberId ?? (await database.db('appointments').where({ id: any.body.id }).first()).barber_id).toBe(two);
  });

  it('hours with a lunch break split the day, seen by the other process at once', async () => {
    const barber = ids.barbers[0]!;
    expect(await slotsOf(a, WEDNESDAY, barber)).toContain('12:00');
    const put = await b.request(
      'PUT',
      `/api/barbers/${barber}/hours`,
      [3, 1, 2, 4, 5, 6].flatMap((weekday) => [
        { weekday, start: '09:00', end: '12:00' },
        { weekday, start: '13:00', end: '19:00' },
      ]),
      owner,
    );
    expect(put.status, put.text).toBe(200);
    await eventually(async () => {
      const slots = await slotsOf(a, WEDNESDAY, barber);
      expect(slots).toContain('11:00');
      expect(slots).not.toContain('11:30'); // a 45-minute Corte would run into lunch
      expect(slots).not.toContain('12:00');
      expect(slots).toContain('13:00');
    });
  });

  it('time off removes the barber on those days; refused (409, listed) over live appointments; removable', async () => {
    const barber = ids.barbers[1]!;
    const appt = await insertAppointment(database.db, { barberId: barber, serviceId: ids.corte, date: THURSDAY, time: '10:00' });
    const refused = await b.request(
      'POST',
      `/api/barbers/${barber}/time-off`,
      { startDate: WEDNESDAY, endDate: THURSDAY, reason: 'Trip' },
      owner,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.appointments.map((x: { id: number }) => x.id)).toEqual([appt]);
    expect((await detailed(a, WEDNESDAY)).barberAvailability[barber]!.availableSlots).not.toEqual([]);
    const ok = await b.request(
      'POST',
      `/api/barbers/${barber}/time-off`,
      { startDate: WEDNESDAY, endDate: WEDNESDAY, reason: 'Trip' },
      owner,
    );
    expect(ok.status, ok.text).toBe(201);
    await eventually(async () => expect(await slotsOf(a, WEDNESDAY, barber)).toEqual([]));
    const booking = await b.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: barber, appointmentDate: WEDNESDAY, appointmentTime: '15:00' }),
    );
    expect(booking.status).toBe(409);
    expect(booking.body.message).toMatch(/off that day/);
    expect((await b.get(`/api/barbers/${barber}/time-off`, owner)).body.map((x: { id: number }) => x.id)).toEqual([ok.body.id]);
    expect((await b.request('POST', `/api/barbers/${barber}/time-off`, { startDate: THURSDAY, endDate: WEDNESDAY }, owner)).status).toBe(
      400,
    );
    expect(
      (await b.request('POST', `/api/barbers/${barber}/time-off`, { startDate: '2026-11-01', endDate: WEDNESDAY }, owner)).status,
    ).toBe(400);
    expect((await b.del(`/api/barbers/${barber}/time-off/${ok.body.id}`, owner)).status).toBe(204);
    expect((await b.del(`/api/barbers/${barber}/time-off/${ok.body.id}`, owner)).status).toBe(404);
    await eventually(async () => expect(await slotsOf(a, WEDNESDAY, barber)).not.toEqual([]));
  });

  it('a closure empties the day for both processes; booking it is refused 400 naming the reason; refused over live appointments', async () => {
    const DEC_1 = '2026-12-01';
    const DEC_2 = '2026-12-02';
    const appt = await insertAppointment(database.db, { barberId: ids.barbers[2]!, serviceId: ids.corte, date: DEC_2, time: '11:00' });
    const refused = await b.request('POST', '/api/closures', { startDate: DEC_1, endDate: DEC_2, reason: 'Inventory' }, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.appointments.map((x: { id: number }) => x.id)).toEqual([appt]);
    expect((await times(a, DEC_1)).length).toBeGreaterThan(0);
    const closure = await b.request('POST', '/api/closures', { startDate: DEC_1, endDate: DEC_1, reason: 'Inventory' }, owner);
    expect(closure.status, closure.text).toBe(201);
    await eventually(async () => expect((await detailed(a, DEC_1)).allSlots).toEqual([]));
    expect((await a.get('/api/closures')).body).toEqual([{ id: closure.body.id, startDate: DEC_1, endDate: DEC_1, reason: 'Inventory' }]);
    const booking = await a.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: null, appointmentDate: DEC_1, appointmentTime: '10:00' }),
    );
    expect(booking.status).toBe(400);
    expect(booking.body.message).toMatch(/closed on .*Inventory/);
    const walkIn = await b.request(
      'POST',
      '/api/appointments/walk-in',
      {
        clientName: 'Walk In',
        clientPhone: '787-555-0100',
        clientEmail: '',
        notes: '',
        date: DEC_1,
        time: '12:00',
        serviceId: ids.corte,
        barberId: ids.barbers[0],
      },
      owner,
    );
    expect(walkIn.status).toBe(400);
    expect((await b.del(`/api/closures/${closure.body.id}`, owner)).status).toBe(204);
    await eventually(async () => expect((await detailed(a, DEC_1)).allSlots.length).toBeGreaterThan(0));
  });

  it('clean-up keeps the next slot free; the database refuses an overlap that ignores it', async () => {
    const barber = ids.barbers[3]!;
    const s = await newService({ duration: 30, cleanup: 15, barbers: [{ barberId: barber, price: null }] });
    const first = await b.post(
      '/api/appointments',
      bookingBody({ serviceId: s.id, barberId: barber, appointmentDate: TUESDAY, appointmentTime: '10:00' }),
    );
    expect(first.status, first.text).toBe(201);
    const row = await database.db('appointments').where({ id: first.body.id }).first();
    expect(row.cleanup_min).toBe(15);
    await eventually(async () => {
      const slots = await slotsOf(a, TUESDAY, barber, s.id);
      expect(slots).not.toContain('10:30');
      expect(slots).toContain('11:00');
    });
    const next = await b.post(
      '/api/appointments',
      bookingBody({ serviceId: s.id, barberId: barber, appointmentDate: TUESDAY, appointmentTime: '10:30' }),
    );
    expect(next.status).toBe(409);
    // Straight into the database, ignoring the clean-up: the exclusion constraint still refuses it.
    const client = await insertClient(database.db);
    await expect(
      insertAppointment(database.db, {
        barberId: barber,
        serviceId: s.id,
        date: TUESDAY,
        time: '10:40',
        durationMin: 20,
        clientId: client.id,
      }),
    ).rejects.toMatchObject({ code: '23P01' });
    // A move keeps the clean-up it was booked with.
    const moved = await b.request('PATCH', `/api/appointments/${first.body.id}`, { barberId: barber, date: TUESDAY, time: '14:00' }, owner);
    expect(moved.status, moved.text).toBe(200);
    const span = await database
      .db('appointments')
      .where({ id: first.body.id })
      .first(database.db.raw('extract(epoch from upper(during) - lower(during)) / 60 as minutes'));
    expect(Number(span.minutes)).toBe(45);
  });

  it('the minimum notice and the slot step change the offered times', async () => {
    clock.set(sanJuan(TUESDAY, '10:05'));
    // A day later: a fresh session (the first one has idled out).
    const later = (await signedInStaff(b as unknown as TestApp)).headers;
    try {
      expect((await times(a, TUESDAY))[0]).toBe('10:30');
      await shopWith({ minNoticeMinutes: 120, slotStepMinutes: 15 }, later);
      await eventually(async () => {
        const offered = await times(a, TUESDAY);
        expect(offered[0]).toBe('12:15');
        expect(offered).toContain('12:30');
        expect(offered).toContain('12:45');
      });
      expect((await a.get('/api/booking-rules')).body).toMatchObject({ minNoticeMinutes: 120, slotStepMinutes: 15 });
      const soon = await a.post(
        '/api/appointments',
        bookingBody({ serviceId: ids.corte, barberId: null, appointmentDate: TUESDAY, appointmentTime: '11:00' }),
      );
      expect(soon.status).toBe(400);
      expect(soon.body.message).toMatch(/notice/);
      // A service's duration must be a multiple of the step.
      expect((await b.request('POST', '/api/services', { name: 'Odd', price: 10, duration: 50 }, later)).body.fields).toHaveProperty(
        'duration',
      );
    } finally {
      await shopWith({ minNoticeMinutes: 0, slotStepMinutes: 30 }, later);
      clock.set(MONDAY_8AM);
      owner = (await signedInStaff(b as unknown as TestApp)).headers;
    }
  });

  it('a service change and a barber deactivation reach the other process at once', async () => {
    const SATURDAY = '2026-11-28';
    const s = await newService({ duration: 30 });
    expect((await times(a, SATURDAY, s.id)).at(-1)).toBe('18:30');
    expect((await b.request('PATCH', `/api/services/${s.id}`, { duration: 60 }, owner)).status).toBe(200);
    await eventually(async () => expect((await times(a, SATURDAY, s.id)).at(-1)).toBe('18:00'));

    const hire = await b.request('POST', '/api/barbers', { name: 'Temp Barber' }, owner);
    const id = hire.body.id as number;
    await b.request('PUT', `/api/barbers/${id}/hours`, [{ weekday: 6, start: '09:00', end: '19:00' }], owner);
    await eventually(async () => expect(Object.keys((await detailed(a, SATURDAY, s.id)).barberAvailability)).toContain(String(id)));
    expect((await b.del(`/api/barbers/${id}`, owner)).status).toBe(200);
    await eventually(async () => expect(Object.keys((await detailed(a, SATURDAY, s.id)).barberAvailability)).not.toContain(String(id)));

    expect((await b.del(`/api/services/${s.id}`, owner)).status).toBe(200);
    await eventually(async () => expect((await a.get(`/api/availability/${s.id}/${SATURDAY}`)).status).toBe(400));
  });
});
