import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import { addDays, shopDate } from '#shared/domain/shop-time';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient } from './helpers/booking';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Call = { method: Method; path: string; body?: unknown };

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
  owner = await signedInStaff(t, { role: 'owner' });
  staff = await signedInStaff(t, { role: 'staff' });
});
afterAll(() => t.close());

let n = 0;
/** Every owner-only route on this branch, as a real request (fresh rows where it writes). */
const OWNER_ROUTES: { name: string; call: () => Promise<Call>; ok: number }[] = [
  { name: 'GET /api/admin/analytics', call: async () => ({ method: 'GET', path: '/api/admin/analytics' }), ok: 200 },
  { name: 'GET /api/admin/staff', call: async () => ({ method: 'GET', path: '/api/admin/staff' }), ok: 200 },
  {
    name: 'POST /api/admin/staff',
    ok: 201,
    call: async () => ({
      method: 'POST',
      path: '/api/admin/staff',
      body: { username: `role_new_${++n}`, name: 'New Barber', password: 'secret-123', role: 'staff' },
    }),
  },
  {
    name: 'PATCH /api/admin/staff/:id',
    ok: 200,
    call: async () => {
      const other = await signedInStaff(t, { role: 'staff' });
      return { method: 'PATCH', path: `/api/admin/staff/${other.account.id}`, body: { name: `Renamed ${++n}` } };
    },
  },
  { name: 'GET /api/admin/audit', call: async () => ({ method: 'GET', path: '/api/admin/audit' }), ok: 200 },
  // The store (docs/decisions/044-store-operations.md); the owner-only refund: store-operations.test.ts
  { name: 'GET /api/products?view=admin', call: async () => ({ method: 'GET', path: '/api/products?view=admin' }), ok: 200 },
  {
    name: 'POST /api/products',
    call: async () => ({ method: 'POST', path: '/api/products', body: { name: `Role product ${++n}`, price: 9, category: 'styling' } }),
    ok: 201,
  },
  { name: 'PATCH /api/products/:id', call: async () => ({ method: 'PATCH', path: '/api/products/1', body: { stock: 12 } }), ok: 200 },
  {
    name: 'DELETE /api/products/:id',
    ok: 200,
    call: async () => {
      const [row] = await t
        .db('products')
        .insert({ name: `Role retiring ${++n}`, price_cents: 900, category: 'styling' })
        .returning('id');
      return { method: 'DELETE', path: `/api/products/${row.id}` };
    },
  },
  // A JSON body is not an image: 400 once past the role check
  {
    name: 'PUT /api/products/:id/image',
    call: async () => ({ method: 'PUT', path: '/api/products/1/image', body: { not: 'an image' } }),
    ok: 400,
  },
];

describe.each(OWNER_ROUTES)('$name (owner only)', ({ call, ok }) => {
  it('answers 401 without a session', async () => {
    const c = await call();
    expect((await t.request(c.method, c.path, c.body)).status).toBe(401);
  });

  it('answers 403 { message: OWNER_ONLY } to a staff session, and changes nothing', async () => {
    const c = await call();
    const audit = await t.db('audit_log').count<{ n: string }[]>({ n: '*' });
    const res = await t.request(c.method, c.path, c.body, staff.headers);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: OWNER_ONLY });
    expect(await t.db('audit_log').count<{ n: string }[]>({ n: '*' })).toEqual(audit);
  });

  it(`works for the owner`, async () => {
    const c = await call();
    const res = await t.request(c.method, c.path, c.body, owner.headers);
    expect(res.status, res.text).toBe(ok);
  });

  it('refuses a write from another origin (403) even for the owner; a read is not a write', async () => {
    const c = await call();
    const res = await t.request(c.method, c.path, c.body, { ...owner.headers, origin: 'https://evil.example' });
    // The same-origin guard covers state-changing requests only: a read answers as it does from the shop's own pages.
    expect(res.status, res.text).toBe(c.method === 'GET' ? ok : 403);
  });
});

describe('the day-to-day routes stay open to staff', () => {
  const future = addDays(shopDate(new Date()), 60);
  it.each([
    ['GET', '/api/appointments?date=today'],
    ['GET', '/api/blocked-slots'],
    ['GET', '/api/clients/with-history?search=a'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/auth/me'],
  ])('%s %s', async (method, path) => {
    const res = await t.request(method, path, undefined, staff.headers);
    expect(res.status, res.text).toBe(200);
  });

  it('a staff session can add a walk-in, block a slot and send a reminder', async () => {
    const sunday = new Date(`${future}T12:00:00Z`).getUTCDay() === 0;
    const date = sunday ? addDays(future, 1) : future;
    const walkIn = await t.post(
      '/api/appointments/walk-in',
      {
        barberId: 1,
        serviceId: 1,
        date,
        time: '10:00',
        clientName: 'Walk In',
        clientPhone: '787-555-0100',
        clientEmail: null,
        notes: null,
        isWalkIn: true,
      },
      staff.headers,
    );
    expect(walkIn.status, walkIn.text).toBe(201);
    const block = await t.post(
      '/api/blocked-slots',
      { barberId: 2, startDate: date, endDate: date, startTime: '15:00', endTime: '16:00', reason: 'Dentist' },
      staff.headers,
    );
    expect(block.status, block.text).toBe(201);
    const client = await insertClient(t.db);
    expect((await t.post(`/api/clients/${client.id}/send-reminder`, undefined, staff.headers)).status).toBe(200);
  });

  it('GET /api/admin/stats hides revenue from staff (null) and shows it to the owner', async () => {
    const forStaff = await t.get('/api/admin/stats', staff.headers);
    expect(forStaff.body.todayRevenue).toBeNull();
    expect(forStaff.body.todayAppointments).toEqual(expect.any(Number));
    const forOwner = await t.get('/api/admin/stats', owner.headers);
    expect(forOwner.body.todayRevenue).toEqual(expect.any(Number));
  });

  it('GET /api/admin/auth/me answers the role', async () => {
    expect((await t.get('/api/admin/auth/me', staff.headers)).body.user.role).toBe('staff');
    expect((await t.get('/api/admin/auth/me', owner.headers)).body.user.role).toBe('owner');
  });
});
