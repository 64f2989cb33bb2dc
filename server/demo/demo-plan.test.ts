import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isSunday, toMinutes, weekOf } from '#shared/domain/shop-time';
import { planDemo, type DemoInput, type LocalInstant } from './demo-plan';

const week = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '19:00' }));
const input = (today: string, nowMinutes: number): DemoInput => ({
  today,
  nowMinutes,
  barbers: [1, 2, 3, 4].map((id) => ({ id, hours: week })),
  services: [
    { id: 1, durationMin: 30, priceCents: 2000 },
    { id: 2, durationMin: 45, priceCents: 3500 },
    { id: 3, durationMin: 60, priceCents: 4500 },
  ],
  products: [
    { id: 7, name: 'Clay Pomade', priceCents: 2400 },
    { id: 8, name: 'Beard Wash', priceCents: 1800 },
  ],
});
const key = (i: LocalInstant) => `${i.date} ${i.time}`;

// A Wednesday at 14:10 and a Monday before opening (the week has just begun).
for (const [today, nowMinutes] of [
  ['2026-11-25', 14 * 60 + 10],
  ['2026-11-23', 7 * 60],
] as const) {
  describe(`the demo month planned on ${today} at ${Math.floor(nowMinutes / 60)}:${String(nowMinutes % 60).padStart(2, '0')}`, () => {
    const plan = planDemo(input(today, nowMinutes));
    const now = `${today} ${String(Math.floor(nowMinutes / 60)).padStart(2, '0')}:${String(nowMinutes % 60).padStart(2, '0')}`;
    const live = plan.appointments.filter((a) => a.status !== 'cancelled');
    const lastVisit = (clientKey: number) =>
      plan.appointments
        .filter((a) => a.clientKey === clientKey && a.status !== 'cancelled' && `${a.date} ${a.time}` <= now)
        .map((a) => a.date)
        .sort()
        .at(-1);

    it('books every barber, past and upcoming, inside his hours, never on Sunday, never twice at once, never in a block', () => {
      for (const id of [1, 2, 3, 4]) {
        const mine = plan.appointments.filter((a) => a.barberId === id).sort((a, b) => key(a).localeCompare(key(b)));
        expect(mine.some((a) => a.date < today)).toBe(true);
        expect(mine.some((a) => a.date > today)).toBe(true);
        for (const [i, a] of mine.entries()) {
          expect(isSunday(a.date)).toBe(false);
          expect(toMinutes(a.time)).toBeGreaterThanOrEqual(9 * 60);
          expect(toMinutes(a.time) + a.durationMin).toBeLessThanOrEqual(19 * 60);
          const next = mine[i + 1];
          if (next?.date === a.date) expect(toMinutes(a.time) + a.durationMin).toBeLessThanOrEqual(toMinutes(next.time));
          for (const b of plan.blocks.filter(
            (b) => (b.barberId === null || b.barberId === id) && b.startDate <= a.date && a.date <= b.endDate,
          )) {
            expect(toMinutes(a.time) + a.durationMin <= toMinutes(b.startTime) || toMinutes(a.time) >= toMinutes(b.endTime)).toBe(true);
          }
        }
      }
    });

    it('has walk-ins (only ones that have started), cancellations, and done visits before now, booked ones after', () => {
      expect(plan.appointments.filter((a) => a.isWalkIn).length).toBeGreaterThan(10);
      expect(plan.appointments.filter((a) => a.isWalkIn).every((a) => key(a) <= now)).toBe(true);
      expect(plan.appointments.filter((a) => a.status === 'cancelled').length).toBeGreaterThan(5);
      for (const a of live) {
        const end = toMinutes(a.time) + a.durationMin;
        const past =
          a.date < today ||
          (a.date === today && `${today} ${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}` <= now);
        if (past) expect(a).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
        if (key(a) > now) expect(a).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
      }
      expect(live.filter((a) => a.date > today).length).toBeGreaterThan(40);
    });

    it('never dates a booking, a cancellation, a client or an order after now, nor a booking after its appointment', () => {
      for (const a of plan.appointments) {
        expect(key(a.createdAt) <= now).toBe(true);
        expect(key(a.createdAt) <= key(a)).toBe(true);
        if (a.cancelledAt) expect(key(a.cancelledAt) <= now).toBe(true);
        const client = plan.clients.find((c) => c.key === a.clientKey)!;
        expect(key(client.createdAt) <= key(a.createdAt)).toBe(true);
      }
      for (const c of plan.clients) expect(key(c.createdAt) <= now).toBe(true);
      for (const o of plan.orders) expect(key(o.createdAt) <= now).toBe(true);
    });

    it('has clients due a reminder (last seen over 14 days ago), recent ones, and new clients this week', () => {
      const withVisit = plan.clients.map((c) => lastVisit(c.key)).filter((d): d is string => d !== undefined);
      expect(withVisit.filter((d) => daysBetween(d, today) > 14).length).toBeGreaterThanOrEqual(10);
      expect(withVisit.filter((d) => daysBetween(d, today) > 30).length).toBeGreaterThanOrEqual(3);
      expect(withVisit.filter((d) => daysBetween(d, today) <= 7).length).toBeGreaterThanOrEqual(20);
      const weekStart = weekOf(today).start;
      expect(plan.clients.filter((c) => c.createdAt.date >= weekStart).length).toBeGreaterThanOrEqual(5);
      expect(new Set(plan.clients.map((c) => c.email).filter(Boolean)).size).toBe(plan.clients.filter((c) => c.email).length);
      expect(new Set(plan.clients.map((c) => `${c.firstName} ${c.lastName}`)).size).toBe(plan.clients.length);
      // Regulars come every few weeks, not every other day.
      const busy = plan.appointments.filter((a) => a.date >= addDays(today, -30) && a.date < today);
      expect(busy.length / plan.clients.length).toBeLessThan(6);
    });

    it('has blocks and a few store orders with what they sold', () => {
      expect(plan.blocks.length).toBeGreaterThanOrEqual(3);
      expect(plan.blocks.some((b) => b.barberId === null)).toBe(true);
      expect(plan.orders.length).toBeGreaterThanOrEqual(5);
      expect(plan.orders.every((o) => o.items.length > 0 && o.createdAt.date >= addDays(today, -30))).toBe(true);
    });

    it('is the same month every time', () => {
      expect(planDemo(input(today, nowMinutes))).toEqual(plan);
    });
  });
}
