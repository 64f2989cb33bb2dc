import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Analytics } from '#shared/schemas/analytics';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

// "Now" is Tuesday 2026-12-01, 21:00 in San Juan (Wednesday in UTC): the window is Nov 2 – Dec 1.
const clock = testClock(sanJuan('2026-12-01', '21:00'));
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let analytics: Analytics;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  const extra = await t
    .db('services')
    .insert([
      { name: 'Cejas', price_cents: 1000, duration_min: 30 },
      { name: 'Lavado', price_cents: 1500, duration_min: 30 },
    ])
    .returning('*');
  const [cejas, lavado] = extra;
  const at = (i: number) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  // Carlos: 15 Barba (20.00) spread over Nov 2..Nov 16 one per day; 1 Corte on Dec 1 (today).
  for (let i = 0; i < 15; i += 1) {
    await insertPriced(t.db, {
      barberId: cat.carlos.id,
      service: cat.barba,
      date: `2026-11-${String(2 + i).padStart(2, '0')}`,
      time: '09:00',
    });
  }
  await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-12-01', time: '09:00', walkIn: true });
  // Javier: Corte y Barba ×3 on Nov 20, Lavado ×2, Cejas ×1, Químico ×1 at 0.00, and one cancelled Corte.
  let i = 0;
  for (const s of [cat.corteYBarba, cat.corteYBarba, cat.corteYBarba, lavado, lavado, cejas, cat.quimico]) {
    await insertPriced(t.db, { barberId: cat.javier.id, service: s, date: '2026-11-20', time: at(i * 2) });
    i += 1;
  }
  await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: '2026-11-21', time: '09:00', status: 'cancelled' });
  // Outside the window: Nov 1 and Dec 2 (tomorrow) do not count.
  await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-11-01', time: '09:00' });
  await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-12-02', time: '09:00' });
  const { headers } = await signedInStaff(t);
  const res = await t.get('/api/admin/analytics', headers);
  expect(res.status, res.text).toBe(200);
  analytics = Analytics.parse(res.body);
});
afterAll(() => t.close());

describe('GET /api/admin/analytics', () => {
  it('answers 30 days of revenue ending today (shop time), live appointments only', () => {
    expect(analytics.from).toBe('2026-11-02');
    expect(analytics.to).toBe('2026-12-01');
    expect(analytics.revenueByDay).toHaveLength(30);
    expect(analytics.revenueByDay[0]).toEqual({ date: '2026-11-02', revenue: 20, appointments: 1 });
    expect(analytics.revenueByDay.find((d) => d.date === '2026-11-20')).toEqual({
      date: '2026-11-20',
      revenue: 45 * 3 + 15 * 2 + 10,
      appointments: 7,
    });
    expect(analytics.revenueByDay.find((d) => d.date === '2026-11-21')).toEqual({ date: '2026-11-21', revenue: 0, appointments: 0 });
    expect(analytics.revenueByDay[29]).toEqual({ date: '2026-12-01', revenue: 35, appointments: 1 });
  });

  it('totals: revenue, count, average = revenue / count, walk-ins, cancelled', () => {
    const revenue = 15 * 20 + 35 + 175;
    expect(analytics.totals).toEqual({
      revenue,
      appointments: 23,
      averagePrice: Math.round((revenue / 23) * 100) / 100,
      walkIns: 1,
      cancelled: 1,
    });
  });

  it('top services: five at most, by count then revenue', () => {
    expect(analytics.topServices).toEqual([
      { serviceId: cat.barba.id, name: 'Barba', count: 15, revenue: 300 },
      { serviceId: cat.corteYBarba.id, name: 'Corte y Barba', count: 3, revenue: 135 },
      { serviceId: expect.any(Number), name: 'Lavado', count: 2, revenue: 30 },
      { serviceId: cat.corte.id, name: 'Corte', count: 1, revenue: 35 },
      { serviceId: expect.any(Number), name: 'Cejas', count: 1, revenue: 10 },
    ]);
  });

  it('barber performance: appointments, revenue, average, rating as a string, efficiency by the spec formula', () => {
    const by = Object.fromEntries(analytics.barberPerformance.map((b) => [b.name, b]));
    expect(by['Carlos Rivera']).toEqual({
      barberId: cat.carlos.id,
      name: 'Carlos Rivera',
      appointments: 16,
      revenue: 335,
      averagePrice: 20.94,
      avgRating: '4.9',
      efficiency: 82,
    });
    expect(by['Javier Morales']).toEqual({
      barberId: cat.javier.id,
      name: 'Javier Morales',
      appointments: 7,
      revenue: 175,
      averagePrice: 25,
      avgRating: '4.8',
      efficiency: 81,
    });
    expect(by['Luis Santiago']).toMatchObject({ appointments: 0, revenue: 0, averagePrice: 0, efficiency: 0 });
    expect(analytics.barberPerformance.map((b) => b.name).slice(0, 2)).toEqual(['Carlos Rivera', 'Javier Morales']);
    expect(analytics.barberPerformance).toHaveLength(4);
  });
});
