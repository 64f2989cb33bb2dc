import { LowStockList, StaffOrderList } from '#shared/schemas/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Analytics } from '#shared/schemas/analytics';
import { AdminStats } from '#shared/schemas/admin-stats';
import { ClientWithHistoryList } from '#shared/schemas/client-history';
import { ContactInbox } from '#shared/schemas/contact';
import { DemoRefused, fillDemo, type DemoSummary } from '../../server/demo/fill-demo';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, sanJuan } from './helpers/booking';

// "Now" is Wednesday 2026-11-25, 14:10 in San Juan: half the day done.
const NOW = sanJuan('2026-11-25', '14:10');
let t: TestApp;
let headers: Record<string, string>;
let summary: DemoSummary;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(NOW), env: { RATE_LIMITS: 'off' } });
  headers = (await signedInStaff(t)).headers; // a staff account is not shop data: the demo still fills the shop
  summary = await fillDemo(t.db, NOW);
});
afterAll(() => t.close());

describe('npm run demo', () => {
  it('fills a month the database accepts (no double bookings, every constraint met)', () => {
    expect(summary.appointments).toBeGreaterThan(500);
    expect(summary.walkIns).toBeGreaterThan(10);
    expect(summary.cancelled).toBeGreaterThan(5);
    expect(summary.upcoming).toBeGreaterThan(40);
    expect(summary.orders).toBeGreaterThanOrEqual(5);
  });

  it('has store orders in each status, with their buyers, and low stock on the dashboard', async () => {
    const { orders } = StaffOrderList.parse((await t.get('/api/orders', headers)).body);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'paid', 'ready', 'picked_up', 'refunded', 'failed', 'canceled']),
    );
    expect(orders.every((o) => o.customer && o.customer.email.endsWith('@example.com') && o.items.length > 0)).toBe(true);
    const low = LowStockList.parse((await t.get('/api/products/low-stock', headers)).body);
    expect(low.map((p) => [p.name, p.stock])).toEqual([
      ['Beard Conditioner', 0],
      ['Clay Pomade', 1],
    ]);
  });

  it('shows a working dashboard: today, this week, new clients', async () => {
    const stats = AdminStats.parse((await t.get('/api/admin/stats', headers)).body);
    expect(stats.todayAppointments).toBeGreaterThan(10);
    expect(stats.todayRevenue).toBeGreaterThan(200);
    expect(stats.weekAppointments).toBeGreaterThan(stats.todayAppointments);
    expect(stats.newClients).toBeGreaterThan(0);
  });

  it('gives analytics every barber and most days of the last 30', async () => {
    const a = Analytics.parse((await t.get('/api/admin/analytics', headers)).body);
    expect(a.revenueByDay.filter((d) => d.revenue > 0).length).toBeGreaterThanOrEqual(24); // Sundays closed
    expect(a.barberPerformance.every((b) => b.appointments > 10)).toBe(true);
    expect(a.totals.walkIns).toBeGreaterThan(5);
    expect(a.topServices.length).toBeGreaterThanOrEqual(3);
  });

  it('has clients due a reminder and clients seen recently', async () => {
    const clients = ClientWithHistoryList.parse((await t.get('/api/clients/with-history', headers)).body);
    expect(clients.filter((c) => c.reminderDue).length).toBeGreaterThanOrEqual(10);
    expect(clients.filter((c) => c.daysSinceLastVisit !== null && c.daysSinceLastVisit <= 7).length).toBeGreaterThan(20);
  });

  it("blocks time: a staff meeting for all barbers, a lunch hour; a vacation is a barber's time off", async () => {
    const blocks = (await t.get('/api/blocked-slots', headers)).body as Array<{ barberId: number; reason: string }>;
    expect(blocks.map((b) => b.reason)).toEqual(expect.arrayContaining(['Staff meeting', 'Lunch']));
    expect(blocks.map((b) => b.reason)).not.toContain('Vacation');
    expect(summary.timeOff).toBe(1);
    const [off] = await t.db('barber_time_off').select('barber_id', 'reason');
    const timeOff = (await t.get(`/api/barbers/${off.barber_id}/time-off`, headers)).body as Array<{ reason: string }>;
    expect(timeOff.map((x) => x.reason)).toEqual(['Vacation']);
  });

  it("fills the back office: a senior barber's own price, a staff-only service, a holiday closure, a front-desk account, their History", async () => {
    const corte = (await t.get('/api/services')).body.find((s: { name: string }) => s.name === 'Corte');
    expect(corte.barbers.map((b: { price: number }) => b.price)).toContain(45);
    const senior = corte.barbers.find((b: { price: number }) => b.price === 45);
    const booked = await t.db('appointments').where({ service_id: corte.id, barber_id: senior.id }).pluck('total_price_cents');
    expect(booked.length).toBeGreaterThan(0);
    expect(new Set(booked)).toEqual(new Set([4500]));
    expect((await t.get('/api/services')).body.map((s: { name: string }) => s.name)).not.toContain('Retoque');
    expect((await t.get('/api/services?view=desk', headers)).body.map((s: { name: string }) => s.name)).toContain('Retoque');
    const closures = (await t.get('/api/closures')).body as Array<{ startDate: string; reason: string }>;
    expect(closures).toEqual([expect.objectContaining({ reason: 'Christmas Day' })]);
    expect(closures[0]!.startDate.slice(5)).toMatch(/^12-2[56]$/);
    const frontDesk = await t.post('/api/admin/auth/login', { username: summary.frontDesk.username, password: summary.frontDesk.password });
    expect(frontDesk.status).toBe(200);
    expect(frontDesk.body.user.role).toBe('staff');
    expect(await t.db('audit_log').pluck('action')).toEqual(
      expect.arrayContaining(['service.update', 'service.create', 'closure.create', 'staff.create']),
    );
  });

  it('fills the Contact inbox: newest first, some unread, two handled, one answered, one from a client', async () => {
    expect(summary.messages).toBe(5);
    const inbox = ContactInbox.parse((await t.get('/api/contact-messages', headers)).body);
    expect(inbox.messages).toHaveLength(5);
    expect(inbox.unreadCount).toBe(3);
    const times = inbox.messages.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(inbox.messages.filter((m) => m.client !== null)).toHaveLength(1);
    const answered = inbox.messages.filter((m) => m.replies.length > 0);
    expect(answered).toHaveLength(1);
    expect(answered[0]!.replies[0]).toMatchObject({ staffName: 'Front Desk', emailState: 'sent' });
    expect(inbox.messages.filter((m) => m.handledAt !== null).map((m) => m.handledBy)).toEqual(['Front Desk', 'Front Desk']);
    expect(await t.db('audit_log').pluck('action')).toEqual(expect.arrayContaining(['contact-message.reply', 'contact-message.handle']));
  });

  it('refuses a database that already has shop data, and changes nothing', async () => {
    const count = async () => Number((await t.db('appointments').count({ n: '*' }).first())!.n);
    const before = await count();
    await expect(fillDemo(t.db, NOW)).rejects.toThrow(DemoRefused);
    await expect(fillDemo(t.db, NOW)).rejects.toThrow(/already has shop data \(clients is not empty\)/);
    expect(await count()).toBe(before);
  });
});

describe('a shop with a single client of its own', () => {
  it('is refused too', async () => {
    const other = await startTestApp();
    try {
      await insertClient(other.db, { firstName: 'Real', lastName: 'Client', email: 'real@example.com', phone: '787-555-0199' });
      await expect(fillDemo(other.db, NOW)).rejects.toThrow(DemoRefused);
      expect(Number((await other.db('appointments').count({ n: '*' }).first())!.n)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
