import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityDetail, AvailableTimes } from '#shared/schemas/availability';
import { CALL_THE_SHOP_MESSAGE } from '#shared/schemas/appointment';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { catalogueIds, insertAppointment, insertBlock, processTimeZone, sanJuan } from './helpers/booking';

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

const detailed = async (serviceId: number, date: string) => {
  const res = await t.get(`/api/availability/detailed/${serviceId}/${date}`);
  expect(res.status, res.text).toBe(200);
  return AvailabilityDetail.parse(res.body);
};
const plain = async (serviceId: number, date: string) => {
  const res = await t.get(`/api/availability/${serviceId}/${date}`);
  expect(res.status, res.text).toBe(200);
  return AvailableTimes.parse(res.body);
};
const grid = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); m <= Number(to.slice(0, 2)) * 60 + Number(to.slice(3)); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
};

describe('GET /api/availability', () => {
  it('runs in the zone the run asked for (EXPECT_TZ), whatever it is', () => {
    if (process.env.EXPECT_TZ) expect(processTimeZone()).toBe(process.env.EXPECT_TZ);
    clock.set(MONDAY_8AM);
  });

  it('answers the same detail on the path and the query shape, for every barber, Mon–Sat 09:00–19:00', async () => {
    const a = await detailed(ids.corteYBarba, '2026-11-24');
    const res = await t.get(`/api/availability/detailed?serviceId=${ids.corteYBarba}&date=2026-11-24`);
    expect(res.status).toBe(200);
    expect(AvailabilityDetail.parse(res.body)).toEqual(a);
    expect(a.allSlots).toEqual(grid('09:00', '18:00'));
    expect(Object.keys(a.barberAvailability).map(Number)).toEqual(ids.barbers);
    for (const b of Object.values(a.barberAvailability)) expect(b.availableSlots).toEqual(a.allSlots);
    expect(await plain(ids.corteYBarba, '2026-11-24')).toEqual(a.allSlots);
    expect((await detailed(ids.barba, '2026-11-24')).allSlots.at(-1)).toBe('18:30');
    expect((await detailed(ids.corte, '2026-11-28')).allSlots.at(-1)).toBe('18:00');
  });

  it('takes a live appointment away from its barber only; a time is gone once every barber is busy', async () => {
    const [b1, b2, b3, b4] = ids.barbers as [number, number, number, number];
    await insertAppointment(t.db, { barberId: b1, serviceId: ids.corte, date: '2026-11-25', time: '10:00', durationMin: 45 });
    let day = await detailed(ids.corteYBarba, '2026-11-25');
    expect(day.barberAvailability[b1]!.availableSlots).not.toEqual(expect.arrayContaining(['09:30']));
    expect(day.barberAvailability[b1]!.availableSlots).not.toContain('10:00');
    expect(day.barberAvailability[b1]!.availableSlots).toContain('11:00');
    expect(day.barberAvailability[b2]!.availableSlots).toContain('10:00');
    expect(await plain(ids.corteYBarba, '2026-11-25')).toContain('10:00');

    for (const b of [b2, b3, b4])
      await insertAppointment(t.db, { barberId: b, serviceId: ids.barba, date: '2026-11-25', time: '10:00', durationMin: 30 });
    day = await detailed(ids.corteYBarba, '2026-11-25');
    expect(day.allSlots).toContain('10:00');
    expect(await plain(ids.corteYBarba, '2026-11-25')).not.toContain('10:00');
    expect(await plain(ids.barba, '2026-11-25')).toContain('10:30');
  });

  it('frees the time of a cancelled appointment', async () => {
    const b1 = ids.barbers[0]!;
    await insertAppointment(t.db, { barberId: b1, serviceId: ids.corte, date: '2026-11-26', time: '15:00', status: 'cancelled' });
    expect((await detailed(ids.corte, '2026-11-26')).barberAvailability[b1]!.availableSlots).toContain('15:00');
  });

  it('honours blocks for all barbers and for one barber, over a range of days', async () => {
    const [b1, b2] = ids.barbers as [number, number];
    await insertBlock(t.db, { barberId: null, startDate: '2026-11-27', startTime: '12:00', endTime: '14:00', reason: 'Staff meeting' });
    await insertBlock(t.db, {
      barberId: b2,
      startDate: '2026-11-30',
      endDate: '2026-12-02',
      startTime: '09:00',
      endTime: '19:00',
      reason: 'Vacation',
    });
    const friday = await detailed(ids.barba, '2026-11-27');
    for (const b of Object.values(friday.barberAvailability))
      expect(b.availableSlots).not.toEqual(expect.arrayContaining(['12:00', '13:30']));
    expect(await plain(ids.barba, '2026-11-27')).toEqual(friday.allSlots.filter((s) => s < '12:00' || s >= '14:00'));
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02']) {
      const d = await detailed(ids.barba, date);
      expect(d.barberAvailability[b2]!.availableSlots, date).toEqual([]);
      expect(d.barberAvailability[b1]!.availableSlots, date).toEqual(d.allSlots);
    }
    expect((await detailed(ids.barba, '2026-12-03')).barberAvailability[b2]!.availableSlots).toHaveLength(20);
  });

  it('never offers a time that has passed in San Juan; a past day keeps its grid with nothing available', async () => {
    clock.set(sanJuan('2026-11-23', '10:10'));
    const today = await detailed(ids.barba, '2026-11-23');
    expect(today.allSlots[0]).toBe('09:00');
    expect((await plain(ids.barba, '2026-11-23'))[0]).toBe('10:30');
    const yesterday = await detailed(ids.barba, '2026-11-21');
    expect(yesterday.allSlots).toHaveLength(20);
    expect(await plain(ids.barba, '2026-11-21')).toEqual([]);
    clock.set(MONDAY_8AM);
  });

  it('gives an empty day on Sundays', async () => {
    const sunday = await detailed(ids.barba, '2026-11-29');
    expect(sunday.allSlots).toEqual([]);
    expect(Object.values(sunday.barberAvailability).every((b) => b.availableSlots.length === 0)).toBe(true);
    expect(await plain(ids.barba, '2026-11-29')).toEqual([]);
  });

  it('near midnight in San Juan the day is decided there, not in UTC or the process zone', async () => {
    clock.set(sanJuan('2026-11-20', '23:50')); // 03:50 UTC and 12:50 in Tokyo on Saturday the 21st
    expect(await plain(ids.barba, '2026-11-20')).toEqual([]);
    expect((await plain(ids.barba, '2026-11-21'))[0]).toBe('09:00');
    expect(await plain(ids.barba, '2026-11-21')).toHaveLength(20);

    clock.set(sanJuan('2026-11-21', '23:59')); // already Sunday in UTC and Tokyo, still Saturday here
    expect(await plain(ids.barba, '2026-11-21')).toEqual([]);
    expect(await plain(ids.barba, '2026-11-22')).toEqual([]);
    expect(await plain(ids.barba, '2026-11-23')).toHaveLength(20);

    clock.set(sanJuan('2026-11-23', '00:05')); // just after midnight on Monday
    expect((await plain(ids.barba, '2026-11-23'))[0]).toBe('09:00');

    clock.set(sanJuan('2026-11-24', '12:10')); // already Wednesday 01:10 in Tokyo
    expect((await plain(ids.barba, '2026-11-24'))[0]).toBe('12:30');
    expect(await plain(ids.barba, '2026-11-24')).toHaveLength(13);
    clock.set(MONDAY_8AM);
  });

  it('answers 400 for malformed dates and ids, 404 for an unknown service, never a 500', async () => {
    for (const date of ['2026-13-01', '2026-02-30', 'tomorrow', '20261124', '2026-11-4', '0000-01-01']) {
      for (const path of [
        `/api/availability/${ids.barba}/${date}`,
        `/api/availability/detailed/${ids.barba}/${date}`,
        `/api/availability/detailed?serviceId=${ids.barba}&date=${date}`,
      ]) {
        const res = await t.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body.message).toMatch(/date/i);
      }
    }
    for (const path of [
      '/api/availability/abc/2026-11-24',
      '/api/availability/detailed/0/2026-11-24',
      '/api/availability/detailed?date=2026-11-24',
      '/api/availability/detailed?serviceId=1',
    ]) {
      expect((await t.get(path)).status, path).toBe(400);
    }
    const unknown = await t.get('/api/availability/detailed/424242/2026-11-24');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Service not found');
    expect((await t.get('/api/availability/424242/2026-11-24')).status).toBe(404);
  });

  it('refuses the service priced by phone with the call-the-shop message', async () => {
    for (const path of [`/api/availability/detailed/${ids.quimico}/2026-11-24`, `/api/availability/${ids.quimico}/2026-11-24`]) {
      const res = await t.get(path);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CALL_THE_SHOP_MESSAGE);
    }
  });
});
