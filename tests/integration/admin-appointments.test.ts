import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAppointment, AdminAppointmentList, AdminAppointmentPage } from '#shared/schemas/admin-appointment';
import { WALK_IN_MESSAGES } from '#shared/schemas/walk-in';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertBlock, insertClient, processTimeZone, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

// "Now" is Wednesday 2026-11-25, 10:00 in San Juan.
const TODAY = '2026-11-25';
const clock = testClock(sanJuan(TODAY, '10:00'));
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  headers = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

const list = (query: string) => t.get(`/api/appointments${query}`, headers);
const walkIn = (body: Record<string, unknown>) => t.post('/api/appointments/walk-in', body, headers);
const patch = (id: number, body: unknown) => t.request('PATCH', `/api/appointments/${id}`, body, headers);
const walkInBody = (over: Record<string, unknown> = {}) => ({
  barberId: cat.luis.id,
  serviceId: cat.corte.id,
  date: TODAY,
  time: '12:00',
  clientName: 'Pedro Díaz',
  clientPhone: '787-555-0199',
  clientEmail: '',
  notes: '',
  isWalkIn: true,
  ...over,
});

describe('GET /api/appointments', () => {
  let ids: Record<'a' | 'b' | 'c' | 'd', number>;
  beforeAll(async () => {
    const client = await insertClient(t.db, { firstName: 'Ana', lastName: 'Rosa', email: 'ana.rosa@example.com', phone: '787-555-0101' });
    ids = {
      b: await insertPriced(t.db, { barberId: cat.javier.id, service: cat.barba, date: TODAY, time: '11:00' }),
      a: await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: TODAY, time: '09:00', clientId: client.id }),
      c: await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: TODAY, time: '12:00', status: 'cancelled' }),
      d: await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corteYBarba, date: '2026-11-26', time: '10:00' }),
    };
  });

  it('runs in the zone the run asked for (EXPECT_TZ), whatever it is', () => {
    if (process.env.EXPECT_TZ) expect(processTimeZone()).toBe(process.env.EXPECT_TZ);
  });

  it('date=today answers today in shop time, by time, cancelled rows included with their status', async () => {
    const res = await list('?date=today');
    expect(res.status, res.text).toBe(200);
    const rows = AdminAppointmentList.parse(res.body);
    expect(rows.map((r) => r.id)).toEqual([ids.a, ids.b, ids.c]);
    expect(rows[0]).toEqual({
      id: ids.a,
      appointmentDate: TODAY,
      appointmentTime: '09:00',
      endTime: '09:45',
      duration: 45,
      clientId: expect.any(Number),
      clientName: 'Ana Rosa',
      clientPhone: '787-555-0101',
      clientEmail: 'ana.rosa@example.com',
      serviceId: cat.corte.id,
      serviceName: 'Corte',
      barberId: cat.carlos.id,
      barberName: 'Carlos Rivera',
      isWalkIn: false,
      status: 'confirmed',
      paymentStatus: 'pending',
      totalPrice: '35.00',
      notes: null,
      createdAt: expect.any(String),
      cancelledAt: null,
    });
    expect(rows[2]).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
  });

  it('filters by an explicit date, by barber, and by both; "all", "" and 0 mean no filter', async () => {
    expect((await list('?date=2026-11-26')).body.map((r: AdminAppointment) => r.id)).toEqual([ids.d]);
    expect((await list(`?barberId=${cat.carlos.id}`)).body.map((r: AdminAppointment) => r.id)).toEqual([ids.a, ids.c, ids.d]);
    expect((await list(`?date=today&barberId=${cat.javier.id}`)).body.map((r: AdminAppointment) => r.id)).toEqual([ids.b]);
    for (const q of ['', '?date=all&barberId=all', '?date=&barberId=', '?barberId=0']) {
      expect((await list(q)).body.map((r: AdminAppointment) => r.id)).toEqual([ids.a, ids.b, ids.c, ids.d]);
    }
  });

  it('refuses malformed filters (400)', async () => {
    expect((await list('?date=tomorrow')).status).toBe(400);
    expect((await list('?date=2026-02-30')).status).toBe(400);
    expect((await list('?barberId=abc')).status).toBe(400);
  });
});

describe('GET /api/appointments: today and upcoming, the past, pages', () => {
  // Beside the four above (today: a 09:00, b 11:00, c 12:00 cancelled; d tomorrow): two past days and
  // two later days, one of them on another barber.
  let past: number[];
  let later: number[];
  let today: number[];
  const ids = (res: { body: unknown }) => (res.body as AdminAppointment[]).map((r) => r.id);
  beforeAll(async () => {
    past = [
      await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-11-23', time: '15:00' }),
      await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-11-24', time: '09:00' }),
      await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-11-24', time: '16:00', status: 'cancelled' }),
    ];
    later = [
      await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-12-01', time: '10:00' }),
      await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-12-02', time: '14:00' }),
    ];
    today = ids(await list('?date=today'));
    expect(today).toHaveLength(3);
  });

  it('from=today is today and every later day, earliest first; before=today&order=desc the past, newest first', async () => {
    const tomorrow = ids(await list('?date=2026-11-26'));
    expect(ids(await list('?from=today'))).toEqual([...today, ...tomorrow, ...later]);
    expect(ids(await list('?before=today&order=desc'))).toEqual([past[2], past[1], past[0]]);
    expect(ids(await list('?before=today'))).toEqual(past);
    expect(ids(await list(`?from=2026-11-24&before=2026-11-26&barberId=${cat.carlos.id}`))).toEqual([past[2], today[0], today[2]]);
    expect(ids(await list(`?from=today&barberId=${cat.luis.id}`))).toEqual([later[0]]);
  });

  it('limit and offset answer one page with the total and the next offset; without them the whole array as before', async () => {
    const all = ids(await list('?from=today'));
    const first = await list('?from=today&limit=2');
    expect(first.status, first.text).toBe(200);
    expect(AdminAppointmentPage.parse(first.body)).toMatchObject({ total: all.length, nextOffset: 2 });
    expect(ids({ body: first.body.appointments })).toEqual(all.slice(0, 2));
    const last = await list(`?from=today&limit=2&offset=${all.length - 1}`);
    expect(last.body).toMatchObject({ total: all.length, nextOffset: null });
    expect(ids({ body: last.body.appointments })).toEqual(all.slice(-1));
    expect((await list('?from=today&limit=5&offset=500')).body).toEqual({ appointments: [], total: all.length, nextOffset: null });
    const pastPage = await list('?before=today&order=desc&limit=2&offset=2');
    expect(pastPage.body).toMatchObject({ total: 3, nextOffset: null });
    expect(ids({ body: pastPage.body.appointments })).toEqual([past[0]]);
    expect(Array.isArray((await list('?from=today')).body)).toBe(true);
  });

  it('refuses bad paging and range parameters with 400 and a message', async () => {
    for (const q of [
      '?limit=0',
      '?limit=201',
      '?limit=ten',
      '?limit=2.5',
      '?offset=-1&limit=2',
      '?offset=3',
      '?order=newest',
      '?from=tomorrow',
      '?before=2026-02-30',
      '?date=today&from=today',
      '?from=2026-12-02&before=2026-12-01',
      '?from=2026-12-01&before=2026-12-01',
    ]) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/appointments/walk-in', () => {
  it('adds a walk-in (201): confirmed, the service price, a new client without email; earlier today is fine', async () => {
    const res = await walkIn(walkInBody({ time: '09:15', notes: ' Fade ' }));
    expect(res.status, res.text).toBe(201);
    const a = AdminAppointment.parse(res.body);
    expect(a).toMatchObject({
      barberId: cat.luis.id,
      barberName: 'Luis Santiago',
      serviceName: 'Corte',
      appointmentDate: TODAY,
      appointmentTime: '09:15',
      endTime: '10:00',
      isWalkIn: true,
      status: 'confirmed',
      totalPrice: '35.00',
      clientName: 'Pedro Díaz',
      clientEmail: null,
      notes: 'Fade',
    });
    const client = await t.db('clients').where({ id: a.clientId }).first();
    expect(client).toMatchObject({ first_name: 'Pedro', last_name: 'Díaz', email: null, phone: '787-555-0199' });
    const row = await t.db('appointments').where({ id: a.id }).first();
    expect(row).toMatchObject({ is_walk_in: true, total_price_cents: 3500, created_at: clock.now() });
  });

  it('uses the client on file for a known email (any case), and shows in availability', async () => {
    const known = await insertClient(t.db, { firstName: 'Marta', lastName: 'Vega', email: 'marta.vega@example.com' });
    const before = Number((await t.db('clients').count({ n: '*' }).first())!.n);
    const res = await walkIn(
      walkInBody({
        barberId: cat.miguel.id,
        date: '2026-11-27',
        time: '14:00',
        clientName: 'Marta Vega',
        clientEmail: ' MARTA.Vega@example.com ',
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ clientId: known.id, clientName: 'Marta Vega' });
    expect(Number((await t.db('clients').count({ n: '*' }).first())!.n)).toBe(before);
    const day = await t.get(`/api/availability/detailed/${cat.corte.id}/2026-11-27`);
    expect(day.body.barberAvailability[cat.miguel.id].availableSlots).not.toContain('14:00');
  });

  it('refuses an email on file under another name (409, naming whose it is): nobody is renamed, nothing booked', async () => {
    const walter = await insertClient(t.db, {
      firstName: 'Walter',
      lastName: 'Walkin',
      email: 'walter@example.com',
      phone: '787-555-0111',
    });
    const count = async () => Number((await t.db('appointments').count({ n: '*' }).first())!.n);
    const before = await count();
    const res = await walkIn(
      walkInBody({
        barberId: cat.miguel.id,
        date: '2026-11-27',
        time: '16:00',
        clientName: 'Walter Two',
        clientEmail: 'WALTER@example.com',
      }),
    );
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({
      message: 'This email belongs to Walter Walkin. Choose that client or change the email.',
      clientName: 'Walter Walkin',
    });
    expect(await count()).toBe(before);
    expect(await t.db('clients').where({ id: walter.id }).first()).toMatchObject({ first_name: 'Walter', last_name: 'Walkin' });
    // The same name in other spacing and case is that client.
    const same = await walkIn(
      walkInBody({
        barberId: cat.miguel.id,
        date: '2026-11-27',
        time: '16:00',
        clientName: ' walter   WALKIN ',
        clientEmail: 'walter@example.com',
      }),
    );
    expect(same.status, same.text).toBe(201);
    expect(same.body).toMatchObject({ clientId: walter.id, clientName: 'Walter Walkin' });
  });

  it('without an email, finds the client by phone number and name instead of making a new one each time', async () => {
    const clients = async () => Number((await t.db('clients').count({ n: '*' }).first())!.n);
    const first = await walkIn(
      walkInBody({ barberId: cat.luis.id, date: '2026-12-03', time: '09:00', clientName: 'Nora NoEmail', clientPhone: '787-555-0178' }),
    );
    expect(first.status, first.text).toBe(201);
    const before = await clients();
    const again = await walkIn(
      walkInBody({ barberId: cat.luis.id, date: '2026-12-03', time: '10:00', clientName: 'nora noemail', clientPhone: '(787) 555 0178' }),
    );
    expect(again.status, again.text).toBe(201);
    expect(again.body.clientId).toBe(first.body.clientId);
    expect(await clients()).toBe(before);
    // Someone else on the same phone (a son, a partner) is asked for (docs/decisions/055-client-identity-and-search.md):
    // without an email the phone is Nora's; with his own email he is a client of his own.
    const asked = await walkIn(
      walkInBody({ barberId: cat.luis.id, date: '2026-12-03', time: '11:00', clientName: 'Nico NoEmail', clientPhone: '787-555-0178' }),
    );
    expect(asked.status, asked.text).toBe(409);
    expect(asked.body).toMatchObject({ clientName: 'Nora NoEmail' });
    const son = await walkIn(
      walkInBody({
        barberId: cat.luis.id,
        date: '2026-12-03',
        time: '11:00',
        clientName: 'Nico NoEmail',
        clientPhone: '787-555-0178',
        clientEmail: 'nico@example.com',
      }),
    );
    expect(son.status, son.text).toBe(201);
    expect(son.body.clientId).not.toBe(first.body.clientId);
  });

  it('refuses an overlap with 409 slot_taken', async () => {
    expect((await walkIn(walkInBody({ barberId: cat.javier.id, date: '2026-11-27', time: '10:00' }))).status).toBe(201);
    const res = await walkIn(walkInBody({ barberId: cat.javier.id, date: '2026-11-27', time: '10:30' }));
    expect(res.status).toBe(409);
    // A booking made long before is not "just booked": the answer names it.
    expect(res.body).toEqual({
      message: `${cat.javier.name} already has an appointment from 10:00 AM to 10:45 AM. Please choose another time.`,
      code: 'slot_taken',
      clash: { kind: 'appointment', barberName: cat.javier.name, from: '10:00', to: '10:45' },
    });
  });

  it('answers the spec messages for an empty form (400)', async () => {
    const res = await walkIn({ barberId: '', serviceId: '', date: '', time: '', clientName: 'A', clientPhone: '123', clientEmail: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ ...WALK_IN_MESSAGES });
    expect(res.body.message).toBe('barberId: Please select a barber');
  });

  it('refuses a past day and a Sunday (400), outside hours or a block (409), unknown barber (400)', async () => {
    expect((await walkIn(walkInBody({ date: '2026-11-24' }))).status).toBe(400);
    expect((await walkIn(walkInBody({ date: '2026-11-29' }))).body.message).toMatch(/closed on Sundays/);
    const late = await walkIn(walkInBody({ date: '2026-11-28', time: '18:30' }));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/not working then/);
    expect((await walkIn(walkInBody({ date: '2026-11-28', time: '08:45' }))).status).toBe(409);
    await insertBlock(t.db, { barberId: null, startDate: '2026-11-28', startTime: '13:00', endTime: '14:00' });
    const blocked = await walkIn(walkInBody({ date: '2026-11-28', time: '12:30' }));
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/blocked/);
    const unknown = await walkIn(walkInBody({ barberId: 99_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ barberId: 'No such barber' });
  });
});

describe('DELETE /api/appointments/:id', () => {
  it('cancels (slot freed, row kept); cancelling again answers 200 with the same cancellation', async () => {
    const id = await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-11-30', time: '10:00' });
    const first = await t.del(`/api/appointments/${id}`, headers);
    expect(first.status, first.text).toBe(200);
    expect(AdminAppointment.parse(first.body)).toMatchObject({ id, status: 'cancelled', cancelledAt: clock.now().toISOString() });
    clock.advance(60_000);
    const again = await t.del(`/api/appointments/${id}`, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.db('appointments').where({ id }).first()).toMatchObject({ status: 'cancelled' });
    expect((await walkIn(walkInBody({ barberId: cat.carlos.id, date: '2026-11-30', time: '10:00' }))).status).toBe(201);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.del('/api/appointments/999999', headers)).status).toBe(404);
    expect((await t.del('/api/appointments/abc', headers)).status).toBe(400);
  });
});

describe('PATCH /api/appointments/:id', () => {
  it('moves to another barber, date and time, keeping service, price and client', async () => {
    const id = await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corteYBarba, date: '2026-12-01', time: '10:00' });
    const res = await patch(id, { barberId: String(cat.javier.id), date: '2026-12-02', time: '15:10' });
    expect(res.status, res.text).toBe(200);
    expect(AdminAppointment.parse(res.body)).toMatchObject({
      id,
      barberId: cat.javier.id,
      appointmentDate: '2026-12-02',
      appointmentTime: '15:10',
      endTime: '16:10',
      serviceId: cat.corteYBarba.id,
      totalPrice: '45.00',
    });
    const { rows } = await t.db.raw('select lower(during) as s, upper(during) as e from appointments where id = ?', [id]);
    expect(rows[0].s.toISOString()).toBe(sanJuan('2026-12-02', '15:10').toISOString());
    expect(rows[0].e.toISOString()).toBe(sanJuan('2026-12-02', '16:10').toISOString());
  });

  it('refuses a move onto another live appointment (409), keeps a move within its own time, 404 unknown, 409 cancelled, 400 past', async () => {
    const a = await insertPriced(t.db, { barberId: cat.miguel.id, service: cat.corte, date: '2026-12-03', time: '10:00' });
    const b = await insertPriced(t.db, { barberId: cat.miguel.id, service: cat.corte, date: '2026-12-03', time: '11:00' });
    const taken = await patch(b, { barberId: cat.miguel.id, date: '2026-12-03', time: '10:30' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slot_taken');
    expect((await patch(a, { barberId: cat.miguel.id, date: '2026-12-03', time: '10:15' })).status).toBe(200);
    expect((await patch(999_999, { barberId: cat.miguel.id, date: '2026-12-03', time: '15:00' })).status).toBe(404);
    const gone = await insertPriced(t.db, {
      barberId: cat.miguel.id,
      service: cat.corte,
      date: '2026-12-03',
      time: '16:00',
      status: 'cancelled',
    });
    expect((await patch(gone, { barberId: cat.miguel.id, date: '2026-12-03', time: '17:00' })).status).toBe(409);
    expect((await patch(a, { barberId: cat.miguel.id, date: '2026-11-20', time: '10:00' })).status).toBe(400);
    const invalid = await patch(a, { barberId: '', date: '', time: '' });
    expect(invalid.body.fields).toEqual({ barberId: 'Please select a barber', date: 'Please select a date', time: 'Please select a time' });
  });
});
