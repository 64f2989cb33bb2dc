import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookedAppointment, CALL_THE_SHOP_MESSAGE, SLOT_TAKEN_MESSAGE } from '#shared/schemas/appointment';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { bookingBody, catalogueIds, insertAppointment, insertBlock, insertClient, processTimeZone, sanJuan } from './helpers/booking';

// "Now" is Monday 2026-11-23, 08:00 in San Juan unless a test moves the clock.
const MONDAY_8AM = sanJuan('2026-11-23', '08:00');
const clock = testClock(MONDAY_8AM);
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
});
afterAll(() => t.close());

const book = (over: Parameters<typeof bookingBody>[0]) => t.post('/api/appointments', bookingBody(over));

describe('POST /api/appointments', () => {
  it('runs in the zone the run asked for (EXPECT_TZ), whatever it is', () => {
    if (process.env.EXPECT_TZ) expect(processTimeZone()).toBe(process.env.EXPECT_TZ);
  });

  it('books a new client (201) at the service price, confirmed, payment pending, whatever the body claims', async () => {
    const b2 = ids.barbers[1]!;
    const res = await book({
      serviceId: ids.corteYBarba,
      barberId: b2,
      appointmentDate: '2026-11-24',
      appointmentTime: '09:00',
      clientName: '  José Luis  Pérez ',
      clientEmail: ' Jose.Perez@Example.com',
      notes: ' Short on the sides ',
      totalPrice: 1,
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    expect(res.status, res.text).toBe(201);
    const a = BookedAppointment.parse(res.body);
    expect(a).toMatchObject({
      barberId: b2,
      serviceId: ids.corteYBarba,
      serviceName: 'Corte y Barba',
      appointmentDate: '2026-11-24',
      appointmentTime: '09:00',
      endTime: '10:00',
      duration: 60,
      totalPrice: '45.00',
      status: 'confirmed',
      paymentStatus: 'pending',
      isWalkIn: false,
      clientFirstName: 'José',
      notes: 'Short on the sides',
      createdAt: MONDAY_8AM.toISOString(),
      startsAt: '2026-11-24T13:00:00.000Z',
      endsAt: '2026-11-24T14:00:00.000Z',
    });
    expect(res.text).not.toMatch(/555|example/i);
    const row = await t.db('appointments').where({ id: a.id }).first();
    expect(row).toMatchObject({ total_price_cents: 4500, duration_min: 60, status: 'confirmed', payment_status: 'pending' });
    const client = await t.db('clients').where({ id: a.clientId }).first();
    expect(client).toMatchObject({ first_name: 'José', last_name: 'Luis Pérez', email: 'Jose.Perez@Example.com', phone: '787-555-0101' });

    const after = await t.get(`/api/availability/detailed/${ids.corteYBarba}/2026-11-24`);
    expect(after.body.barberAvailability[b2].availableSlots).not.toContain('09:00');
    expect(after.body.barberAvailability[ids.barbers[0]!].availableSlots).toContain('09:00');
  });

  it('a returning client (clientId + same email) books with the stored details; a stranger’s id alone does not', async () => {
    const stored = await insertClient(t.db, {
      firstName: 'Carmen',
      lastName: 'Soto',
      email: 'carmen.soto@example.com',
      phone: '787-555-0123',
    });
    const clients = async () => Number((await t.db('clients').count({ n: '*' }).first())!.n);
    const before = await clients();
    const res = await book({
      serviceId: ids.barba,
      appointmentDate: '2026-11-24',
      appointmentTime: '11:00',
      clientId: stored.id,
      clientName: 'Carmen',
      clientEmail: 'CARMEN.SOTO@example.com',
      clientPhone: '•••-•••-••23',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ clientId: stored.id, clientFirstName: 'Carmen', totalPrice: '20.00' });
    expect(await clients()).toBe(before);
    expect((await t.db('clients').where({ id: stored.id }).first()).phone).toBe('787-555-0123');

    const sameEmailNoId = await book({
      serviceId: ids.barba,
      appointmentDate: '2026-11-24',
      appointmentTime: '12:00',
      clientEmail: ' carmen.soto@EXAMPLE.com ',
    });
    expect(sameEmailNoId.body.clientId).toBe(stored.id);

    const wrongEmail = await book({
      serviceId: ids.barba,
      appointmentDate: '2026-11-24',
      appointmentTime: '13:00',
      clientId: stored.id,
      clientEmail: 'mallory@example.com',
      clientName: 'Mallory X',
    });
    expect(wrongEmail.status).toBe(201);
    expect(wrongEmail.body.clientId).not.toBe(stored.id);
    expect(wrongEmail.body.clientFirstName).toBe('Mallory');
  });

  it('resolves "no preference" to the free barber with the fewest appointments that day, lowest id on a tie', async () => {
    const [b1, b2, b3, b4] = ids.barbers as [number, number, number, number];
    const date = '2026-11-25';
    await insertAppointment(t.db, { barberId: b1, serviceId: ids.barba, date, time: '09:00', durationMin: 30 });
    await insertAppointment(t.db, { barberId: b2, serviceId: ids.barba, date, time: '09:00', durationMin: 30 });
    await insertAppointment(t.db, { barberId: b2, serviceId: ids.barba, date, time: '15:00', durationMin: 30 });
    await insertAppointment(t.db, { barberId: b4, serviceId: ids.corte, date, time: '12:00', durationMin: 45 });
    const pick = async (time: string) =>
      (await book({ serviceId: ids.barba, barberId: null, appointmentDate: date, appointmentTime: time })).body.barberId;
    expect(await pick('12:00')).toBe(b3); // b3 has none; b4 is busy at 12:00
    expect(await pick('12:30')).toBe(b1); // b1 and b3 have one each now, b4 is busy; lowest id
    expect(await pick('13:00')).toBe(b3);
    const res = await t.post('/api/appointments', {
      ...bookingBody({ serviceId: ids.barba, appointmentDate: date, appointmentTime: '16:00' }),
      barberId: undefined,
    });
    expect(res.status).toBe(201);
  });

  it('answers 409 slot_taken for a taken time, 409 for a block or a barber off duty; a cancelled row frees the time', async () => {
    const b1 = ids.barbers[0]!;
    const date = '2026-11-26';
    await insertAppointment(t.db, { barberId: b1, serviceId: ids.corte, date, time: '10:00', durationMin: 45 });
    const taken = await book({ serviceId: ids.barba, barberId: b1, appointmentDate: date, appointmentTime: '10:30' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: SLOT_TAKEN_MESSAGE, code: 'slot_taken' });

    await insertBlock(t.db, { barberId: null, startDate: date, startTime: '14:00', endTime: '15:00' });
    const blocked = await book({ serviceId: ids.barba, barberId: b1, appointmentDate: date, appointmentTime: '14:30' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/blocked/);
    const blockedForAll = await book({ serviceId: ids.barba, barberId: null, appointmentDate: date, appointmentTime: '14:00' });
    expect(blockedForAll.status).toBe(409);
    expect(blockedForAll.body.message).toMatch(/blocked/);

    await t.db('barber_hours').where({ barber_id: b1, weekday: 4 }).update({ end_time: '12:00' });
    const offDuty = await book({ serviceId: ids.barba, barberId: b1, appointmentDate: date, appointmentTime: '16:00' });
    expect(offDuty.status).toBe(409);
    expect(offDuty.body.message).toMatch(/not working/);
    await t.db('barber_hours').where({ barber_id: b1, weekday: 4 }).update({ end_time: '19:00' });

    await insertAppointment(t.db, { barberId: b1, serviceId: ids.corte, date, time: '17:00', status: 'cancelled' });
    expect((await book({ serviceId: ids.corte, barberId: b1, appointmentDate: date, appointmentTime: '17:00' })).status).toBe(201);
  });

  it('answers 400 for Sundays, past times and times off the grid or past closing', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['2026-11-29', '10:00', /Sundays/],
      ['2026-11-21', '10:00', /passed/],
      ['2026-11-23', '07:30', /passed/],
      ['2026-11-24', '09:15', /times offered/],
      ['2026-11-24', '08:30', /times offered/],
      ['2026-11-24', '18:30', /times offered/],
    ];
    for (const [date, time, message] of cases) {
      for (const barberId of [ids.barbers[0]!, null]) {
        const res = await book({ serviceId: ids.corteYBarba, barberId, appointmentDate: date, appointmentTime: time });
        expect(res.status, `${date} ${time} ${barberId}`).toBe(400);
        expect(res.body.message).toMatch(message);
      }
    }
  });

  it('near midnight in San Juan: tonight is past, tomorrow morning is bookable at the right instant', async () => {
    clock.set(sanJuan('2026-11-27', '23:50')); // Saturday 03:50 UTC, 12:50 in Tokyo
    expect((await book({ serviceId: ids.barba, appointmentDate: '2026-11-27', appointmentTime: '18:30' })).status).toBe(400);
    const res = await book({ serviceId: ids.barba, appointmentDate: '2026-11-28', appointmentTime: '09:00' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ appointmentDate: '2026-11-28', appointmentTime: '09:00', startsAt: '2026-11-28T13:00:00.000Z' });
    const row = await t.db('appointments').where({ id: res.body.id }).first();
    expect(row.appointment_date).toBe('2026-11-28');
    clock.set(MONDAY_8AM);
  });

  it('refuses the service priced by phone with the call-the-shop message, and unknown ids with 400', async () => {
    const chem = await book({ serviceId: ids.quimico, appointmentDate: '2026-11-24', appointmentTime: '15:00' });
    expect(chem.status).toBe(400);
    expect(chem.body.message).toBe(CALL_THE_SHOP_MESSAGE);
    const noService = await book({ serviceId: 424242, appointmentDate: '2026-11-24', appointmentTime: '15:00' });
    expect(noService.status).toBe(400);
    expect(noService.body.fields).toEqual({ serviceId: 'No such service' });
    const noBarber = await book({ serviceId: ids.barba, barberId: 424242, appointmentDate: '2026-11-24', appointmentTime: '15:00' });
    expect(noBarber.body.fields).toEqual({ barberId: 'No such barber' });
  });

  it('answers 400 with field messages for bad input, and writes nothing', async () => {
    const count = async () => Number((await t.db('appointments').count({ n: '*' }).first())!.n);
    const before = await count();
    const good = bookingBody({ serviceId: ids.barba, appointmentDate: '2026-11-24', appointmentTime: '16:00' });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ appointmentDate: '2026-02-30' }, 'appointmentDate'],
      [{ appointmentDate: '24/11/2026' }, 'appointmentDate'],
      [{ appointmentTime: '9:00' }, 'appointmentTime'],
      [{ appointmentTime: '24:00' }, 'appointmentTime'],
      [{ serviceId: 'abc' }, 'serviceId'],
      [{ barberId: -1 }, 'barberId'],
      [{ clientEmail: 'nope' }, 'clientEmail'],
      [{ clientName: '  ' }, 'clientName'],
      [{ clientPhone: '' }, 'clientPhone'],
      [{ clientId: 'x' }, 'clientId'],
    ];
    for (const [over, field] of bad) {
      const res = await t.post('/api/appointments', { ...good, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.body.fields), JSON.stringify(over)).toContain(field);
    }
    const empty = await t.post('/api/appointments', {});
    expect(Object.keys(empty.body.fields)).toEqual(
      expect.arrayContaining(['clientName', 'clientEmail', 'clientPhone', 'serviceId', 'appointmentDate', 'appointmentTime']),
    );
    expect((await t.request('POST', '/api/appointments', '{"serviceId":', { 'content-type': 'application/json' })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
