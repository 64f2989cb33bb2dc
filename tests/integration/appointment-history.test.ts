import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAppointment } from '#shared/schemas/admin-appointment';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertBlock, sanJuan } from './helpers/booking';
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

const patch = (id: number, body: unknown) => t.request('PATCH', `/api/appointments/${id}`, body, headers);
const del = (id: number, body?: unknown) => t.request('DELETE', `/api/appointments/${id}`, body, headers);
const setStatus = (id: number, status: string) => t.request('PATCH', `/api/appointments/${id}/status`, { status }, headers);
const row = (id: number) => t.db('appointments').where({ id }).first();
const owed = async (id: number) => Number((await t.db('notifications').where({ appointment_id: id }).count({ n: '*' }).first())?.n ?? 0);
const historyOf = (id: number) =>
  t
    .db('audit_log')
    .where({ entity: 'appointment', entity_id: String(id) })
    .orderBy('id');

describe('past and completed visits are history', () => {
  it('a completed September visit cannot be moved to December (409 with a message): it stays, nothing is owed', async () => {
    const id = await insertPriced(t.db, {
      barberId: cat.carlos.id,
      service: cat.corte,
      date: '2026-09-14',
      time: '16:00',
      status: 'completed',
    });
    const res = await patch(id, { barberId: cat.carlos.id, date: '2026-12-04', time: '18:00' });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toMatch(/history/i);
    expect(await row(id)).toMatchObject({ status: 'completed', appointment_date: '2026-09-14' });
    expect(await owed(id)).toBe(0);
    expect(await historyOf(id)).toEqual([]);
  });

  it('a completed visit later today, or a confirmed one on a past day, cannot be moved either', async () => {
    const done = await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: TODAY, time: '09:00', status: 'completed' });
    expect((await patch(done, { barberId: cat.javier.id, date: TODAY, time: '15:00' })).status).toBe(409);
    const past = await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: '2026-11-20', time: '11:00' });
    const moved = await patch(past, { barberId: cat.javier.id, date: '2026-11-30', time: '11:00' });
    expect(moved.status).toBe(409);
    expect(await row(past)).toMatchObject({ appointment_date: '2026-11-20' });
  });

  it('Delete on a completed past visit is refused (409): it stays completed and counts in revenue', async () => {
    const id = await insertPriced(t.db, {
      barberId: cat.luis.id,
      service: cat.corte,
      date: '2026-09-15',
      time: '10:00',
      status: 'completed',
    });
    const res = await del(id);
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toMatch(/history/i);
    expect(await row(id)).toMatchObject({ status: 'completed', cancelled_at: null });
    const confirmedPast = await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-11-24', time: '10:00' });
    expect((await del(confirmedPast)).status).toBe(409);
    expect(await row(confirmedPast)).toMatchObject({ status: 'confirmed' });
  });

  it('an upcoming visit is still moved and cancelled as before', async () => {
    const id = await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-12-07', time: '10:00' });
    expect((await patch(id, { barberId: cat.luis.id, date: '2026-12-07', time: '11:00' })).status).toBe(200);
    expect((await del(id)).status).toBe(200);
  });

  it('a past visit is corrected by status (No-show, Done) with a History row', async () => {
    const id = await insertPriced(t.db, {
      barberId: cat.miguel.id,
      service: cat.corte,
      date: '2026-09-16',
      time: '10:00',
      status: 'completed',
    });
    const res = await setStatus(id, 'no_show');
    expect(res.status, res.text).toBe(200);
    expect(AdminAppointment.parse(res.body)).toMatchObject({
      id,
      status: 'no_show',
      appointmentDate: '2026-09-16',
      appointmentTime: '10:00',
    });
    const entries = await historyOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'appointment.status', before: { status: 'completed' }, after: { status: 'no_show' } });
    expect(entries[0].summary).toMatch(/No-show/);
    expect((await setStatus(id, 'completed')).body.status).toBe('completed');
    expect(await owed(id)).toBe(0);
  });

  it('a status correction is refused for a visit still to come or a cancelled one (409), and for other statuses (400)', async () => {
    const later = await insertPriced(t.db, { barberId: cat.miguel.id, service: cat.corte, date: TODAY, time: '15:00' });
    expect((await setStatus(later, 'completed')).status).toBe(409);
    const gone = await insertPriced(t.db, {
      barberId: cat.miguel.id,
      service: cat.corte,
      date: '2026-09-17',
      time: '10:00',
      status: 'cancelled',
    });
    expect((await setStatus(gone, 'no_show')).status).toBe(409);
    const past = await insertPriced(t.db, { barberId: cat.miguel.id, service: cat.corte, date: '2026-09-18', time: '10:00' });
    const bad = await setStatus(past, 'cancelled');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    expect((await setStatus(999_999, 'completed')).status).toBe(404);
  });

  it('a no-show earns no revenue', async () => {
    const id = await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: TODAY, time: '08:00' });
    const before = (await t.get('/api/admin/stats', headers)).body.todayRevenue;
    expect((await setStatus(id, 'no_show')).status).toBe(200);
    const after = (await t.get('/api/admin/stats', headers)).body.todayRevenue;
    expect(Number(after)).toBe(Number(before) - 35);
  });
});

describe('a queued change carries what it saw', () => {
  it('a cancellation that saw 2:30 PM is refused (409 changed_since, both versions) once the visit moved to 4:30 PM', async () => {
    const id = await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-12-08', time: '14:30' });
    const seen = { date: '2026-12-08', time: '14:30', barberId: cat.carlos.id, status: 'confirmed' };
    expect((await patch(id, { barberId: cat.carlos.id, date: '2026-12-08', time: '16:30' })).status).toBe(200);
    const res = await del(id, { seen });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({
      code: 'changed_since',
      seen,
      current: { date: '2026-12-08', time: '16:30', barberId: cat.carlos.id, barberName: cat.carlos.name, status: 'confirmed' },
    });
    expect(res.body.message).toMatch(/4:30 PM/);
    expect(await row(id)).toMatchObject({ status: 'confirmed' });
  });

  it('a cancellation that saw the appointment as it is goes through; one without "seen" (an older app) too', async () => {
    const a = await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: '2026-12-08', time: '14:30' });
    expect((await del(a, { seen: { date: '2026-12-08', time: '14:30', barberId: cat.javier.id, status: 'confirmed' } })).status).toBe(200);
    const b = await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: '2026-12-08', time: '16:30' });
    expect((await del(b)).status).toBe(200);
  });

  it('a move that saw another barber than the one now booked is refused the same way', async () => {
    const id = await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-12-09', time: '10:00' });
    const res = await patch(id, {
      barberId: cat.luis.id,
      date: '2026-12-09',
      time: '12:00',
      seen: { date: '2026-12-09', time: '10:00', barberId: cat.miguel.id, status: 'confirmed' },
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe('changed_since');
    expect(await row(id)).toMatchObject({ appointment_time: '10:00:00' });
  });
});

describe('a refused time says what it clashes with', () => {
  it('a walk-in over a long-standing booking names the barber and the booking’s times, not "just booked"', async () => {
    await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: '2026-12-10', time: '10:00' });
    const res = await t.post(
      '/api/appointments/walk-in',
      {
        barberId: cat.javier.id,
        serviceId: cat.corte.id,
        date: '2026-12-10',
        time: '10:30',
        clientName: 'Pedro Díaz',
        clientPhone: '787-555-0199',
        clientEmail: '',
        notes: '',
      },
      headers,
    );
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe('slot_taken');
    expect(res.body.message).not.toMatch(/just booked/);
    expect(res.body.message).toContain(`${cat.javier.name} already has an appointment from 10:00 AM to 10:45 AM`);
    expect(res.body.clash).toMatchObject({ kind: 'appointment', barberName: cat.javier.name, from: '10:00', to: '10:45' });
  });

  it('a move onto another appointment names it too', async () => {
    await insertPriced(t.db, { barberId: cat.miguel.id, service: cat.corte, date: '2026-12-10', time: '11:00' });
    const b = await insertPriced(t.db, { barberId: cat.miguel.id, service: cat.corte, date: '2026-12-10', time: '13:00' });
    const res = await patch(b, { barberId: cat.miguel.id, date: '2026-12-10', time: '10:30' });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toContain(`${cat.miguel.name} already has an appointment from 11:00 AM to 11:45 AM`);
    // Its own place does not clash with itself.
    expect((await patch(b, { barberId: cat.miguel.id, date: '2026-12-10', time: '13:15' })).status).toBe(200);
  });

  it('a block names its times', async () => {
    await insertBlock(t.db, { barberId: cat.luis.id, startDate: '2026-12-11', startTime: '13:00', endTime: '14:00' });
    const res = await t.post(
      '/api/appointments/walk-in',
      {
        barberId: cat.luis.id,
        serviceId: cat.corte.id,
        date: '2026-12-11',
        time: '12:30',
        clientName: 'Pedro Díaz',
        clientPhone: '787-555-0199',
        clientEmail: '',
        notes: '',
      },
      headers,
    );
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toContain(`That time is blocked for ${cat.luis.name} from 1:00 PM to 2:00 PM`);
    expect(res.body.clash).toMatchObject({ kind: 'block', barberName: cat.luis.name, from: '13:00', to: '14:00' });
  });
});
