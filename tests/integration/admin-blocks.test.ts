import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_REQUIRED_MESSAGE, BlockedSlot, BlockedSlotList, BlockOverlap } from '#shared/schemas/blocked-slot';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { bookingBody, insertBlock, insertClient, sanJuan } from './helpers/booking';
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

const block = (body: Record<string, unknown>) => t.post('/api/blocked-slots', body, headers);
const blockBody = (over: Record<string, unknown> = {}) => ({
  barberId: cat.carlos.id,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '12:00',
  endTime: '14:00',
  reason: 'Dentist',
  ...over,
});
const slotsOf = async (date: string) => (await t.get(`/api/availability/detailed/${cat.corte.id}/${date}`)).body.barberAvailability;

describe('POST /api/blocked-slots', () => {
  it('blocks one barber (201): availability drops those times for that barber only, a booking there is refused', async () => {
    const res = await block(blockBody());
    expect(res.status, res.text).toBe(201);
    expect(BlockedSlot.parse(res.body)).toMatchObject({
      barberId: cat.carlos.id,
      barberName: 'Carlos Rivera',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      startTime: '12:00',
      endTime: '14:00',
      reason: 'Dentist',
    });
    const slots = await slotsOf('2026-12-01');
    expect(slots[cat.carlos.id].availableSlots).not.toContain('12:00');
    expect(slots[cat.carlos.id].availableSlots).not.toContain('11:30'); // a 45-minute Corte at 11:30 would run into it
    expect(slots[cat.carlos.id].availableSlots).toContain('14:00');
    expect(slots[cat.javier.id].availableSlots).toContain('12:00');
    const booked = await t.post(
      '/api/appointments',
      bookingBody({ serviceId: cat.corte.id, barberId: cat.carlos.id, appointmentDate: '2026-12-01', appointmentTime: '12:30' }),
    );
    expect(booked.status).toBe(409);
  });

  it('blocks every barber with barberId 0 (NULL in the database), over several days', async () => {
    const res = await block(
      blockBody({
        barberId: '0',
        startDate: '2026-12-02',
        endDate: '2026-12-03',
        startTime: '09:00',
        endTime: '11:00',
        reason: 'Staff training',
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ barberId: 0, barberName: 'All Barbers' });
    expect((await t.db('blocked_slots').where({ id: res.body.id }).first()).barber_id).toBeNull();
    for (const date of ['2026-12-02', '2026-12-03']) {
      const slots = await slotsOf(date);
      for (const b of cat.barbers) {
        expect(slots[b.id].availableSlots).not.toContain('09:00');
        expect(slots[b.id].availableSlots).toContain('11:00');
      }
      expect((await t.get(`/api/availability/${cat.corte.id}/${date}`)).body[0]).toBe('11:00');
    }
    expect((await slotsOf('2026-12-04'))[cat.carlos.id].availableSlots).toContain('09:00');
  });

  it('refuses a block over live appointments (409), naming them; cancelled ones and other barbers do not count', async () => {
    const ana = await insertClient(t.db, { firstName: 'Ana', lastName: 'Rosa' });
    const jose = await insertClient(t.db, { firstName: 'José', lastName: '' });
    const a = await insertPriced(t.db, {
      barberId: cat.carlos.id,
      service: cat.corte,
      date: '2026-12-07',
      time: '10:00',
      clientId: ana.id,
    });
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-12-07', time: '15:00', status: 'cancelled' });
    const j = await insertPriced(t.db, {
      barberId: cat.javier.id,
      service: cat.barba,
      date: '2026-12-07',
      time: '10:30',
      clientId: jose.id,
    });

    const one = await block(blockBody({ startDate: '2026-12-07', endDate: '2026-12-07', startTime: '10:30', endTime: '16:00' }));
    expect(one.status).toBe(409);
    const body = BlockOverlap.parse(one.body);
    expect(body.message).toBe('These appointments overlap the block: 10:00 AM Ana R. with Carlos. Cancel or move them first.');
    expect(body.appointments.map((x) => x.id)).toEqual([a]);

    const all = await block(
      blockBody({ barberId: 0, startDate: '2026-12-05', endDate: '2026-12-08', startTime: '10:00', endTime: '11:00' }),
    );
    expect(all.status).toBe(409);
    expect(all.body.message).toBe(
      'These appointments overlap the block: Dec 7 10:00 AM Ana R. with Carlos, Dec 7 10:30 AM José with Javier. Cancel or move them first.',
    );
    expect(all.body.appointments.map((x: { id: number }) => x.id)).toEqual([a, j]);

    // Touching is not overlapping: Corte 10:00–10:45 and a block from 10:45.
    expect((await block(blockBody({ startDate: '2026-12-07', endDate: '2026-12-07', startTime: '10:45', endTime: '12:00' }))).status).toBe(
      201,
    );
    expect(await t.db('blocked_slots').where({ start_date: '2026-12-05' }).first()).toBeUndefined();
  });

  it('validates: missing fields, times outside 09:00–19:00, end before start, a start before today, an unknown barber', async () => {
    const missing = await block({ barberId: '', startDate: '', endDate: '', startTime: '', endTime: '', reason: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`barberId: ${BLOCK_REQUIRED_MESSAGE}`);
    expect(Object.values(missing.body.fields)).toEqual(Array(6).fill(BLOCK_REQUIRED_MESSAGE));
    expect((await block(blockBody({ startTime: '08:30' }))).status).toBe(400);
    expect((await block(blockBody({ endTime: '19:30' }))).status).toBe(400);
    expect((await block(blockBody({ startTime: '14:00', endTime: '13:00' }))).body.fields).toEqual({
      endTime: 'End time must be after the start time',
    });
    expect((await block(blockBody({ endDate: '2026-11-30' }))).body.fields).toEqual({
      endDate: 'End date must be on or after the start date',
    });
    const past = await block(blockBody({ startDate: '2026-11-24', endDate: '2026-11-26' }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('A block cannot start before today.');
    expect((await block(blockBody({ startDate: TODAY, endDate: TODAY, startTime: '17:00', endTime: '19:00' }))).status).toBe(201);
    expect((await block(blockBody({ barberId: 99_999 }))).body.fields).toEqual({ barberId: 'No such barber' });
  });
});

describe('GET and DELETE /api/blocked-slots', () => {
  it('lists blocks ending today or later, by start; removing one (200) frees availability; again 404', async () => {
    await insertBlock(t.db, {
      barberId: null,
      startDate: '2026-11-20',
      endDate: '2026-11-24',
      startTime: '09:00',
      endTime: '10:00',
      reason: 'old',
    });
    const res = await t.get('/api/blocked-slots', headers);
    expect(res.status).toBe(200);
    const blocks = BlockedSlotList.parse(res.body);
    expect(blocks.some((b) => b.reason === 'old')).toBe(false);
    expect(blocks[0]!.startDate).toBe(TODAY);
    const starts = blocks.map((b) => `${b.startDate} ${b.startTime}`);
    expect(starts).toEqual([...starts].sort());

    const dentist = blocks.find((b) => b.startDate === '2026-12-01')!;
    const removed = await t.del(`/api/blocked-slots/${dentist.id}`, headers);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(dentist);
    expect((await slotsOf('2026-12-01'))[cat.carlos.id].availableSlots).toContain('12:00');
    expect((await t.del(`/api/blocked-slots/${dentist.id}`, headers)).status).toBe(404);
  });
});
