import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '../../server/routes/index';
import { loadConfig } from '../../server/config';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createStaff, signIn } from './helpers/staff-session';
import { insertAppointment, insertClient } from './helpers/booking';
import { addDays, shopDate, weekday } from '#shared/domain/shop-time';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { DEFAULT_POLICIES } from '#shared/policies';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = { path: string; body?: unknown };
type StaffOnly = {
  method: Method;
  /** The route as registered (`/api` + router path), e.g. '/api/appointments/:id'. */
  route: string;
  /** A real request to it; a function can make the rows it needs first and answer the path and body. */
  request?: Call | ((t: TestApp) => Promise<Call>);
  /** The status a signed-in staff member gets. */
  ok: number;
  /** An event stream (it never ends): its status is read, then it is closed. */
  stream?: boolean;
};

/**
 * EVERY staff-only endpoint, one row each: without a session it must answer 401, with an ended
 * session also 401, and with a live one `ok`. Adding a staff endpoint? Append its row here.
 */
const STAFF_ONLY: StaffOnly[] = [
  { method: 'GET', route: '/api/admin/auth/me', ok: 200 },
  { method: 'GET', route: '/api/auth/user', ok: 200 },
  { method: 'POST', route: '/api/admin/auth/logout', ok: 204 },
  // Admin dashboard (docs/decisions/004b-admin-api.md)
  { method: 'GET', route: '/api/admin/stats', ok: 200 },
  { method: 'GET', route: '/api/admin/analytics', ok: 200 },
  { method: 'GET', route: '/api/appointments', request: { path: '/api/appointments?date=today' }, ok: 200 },
  {
    method: 'POST',
    route: '/api/appointments/walk-in',
    request: async () => ({ path: '/api/appointments/walk-in', body: freeSlot('walk-in') }),
    ok: 201,
  },
  {
    method: 'PATCH',
    route: '/api/appointments/:id',
    ok: 200,
    request: async (t) => {
      const { barberId, serviceId, date, time } = freeSlot('appointment');
      const id = await insertAppointment(t.db, { barberId, serviceId, date, time, durationMin: 30 });
      return { path: `/api/appointments/${id}`, body: { barberId, date, time: time.replace(':00', ':05') } };
    },
  },
  {
    // A visit that has begun, corrected to Done (docs/decisions/054-history-and-seen-changes.md).
    method: 'PATCH',
    route: '/api/appointments/:id/status',
    ok: 200,
    request: async (t) => {
      const id = await insertAppointment(t.db, {
        barberId: 2,
        serviceId: 1,
        date: '2025-01-06',
        time: `${String(9 + (slot++ % 9)).padStart(2, '0')}:00`,
        durationMin: 30,
      });
      return { path: `/api/appointments/${id}/status`, body: { status: 'completed' } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/appointments/:id',
    ok: 200,
    request: async (t) => {
      const { barberId, serviceId, date, time } = freeSlot('appointment');
      return { path: `/api/appointments/${await insertAppointment(t.db, { barberId, serviceId, date, time, durationMin: 30 })}` };
    },
  },
  { method: 'GET', route: '/api/blocked-slots', ok: 200 },
  { method: 'GET', route: '/api/blocked-slots/bounds', ok: 200 }, // the block form's range (the barbers' bookable hours)
  {
    method: 'POST',
    route: '/api/blocked-slots',
    ok: 201,
    request: {
      path: '/api/blocked-slots',
      body: { barberId: 0, startDate: futureDay(200), endDate: futureDay(200), startTime: '09:00', endTime: '10:00', reason: 'Training' },
    },
  },
  {
    method: 'DELETE',
    route: '/api/blocked-slots/:id',
    ok: 200,
    request: async (t) => {
      const [row] = await t
        .db('blocked_slots')
        .insert({
          barber_id: null,
          start_date: futureDay(201),
          end_date: futureDay(201),
          start_time: '09:00',
          end_time: '10:00',
          reason: 'x',
        })
        .returning('id');
      return { path: `/api/blocked-slots/${row.id}` };
    },
  },
  { method: 'GET', route: '/api/clients/with-history', request: { path: '/api/clients/with-history?search=a' }, ok: 200 },
  { method: 'GET', route: '/api/clients/on-file', request: { path: '/api/clients/on-file?phone=7875550101' }, ok: 200 },
  {
    method: 'GET',
    route: '/api/clients/:id/details',
    request: async (t) => ({ path: `/api/clients/${(await insertClient(t.db)).id}/details` }),
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/clients/:id/messages',
    request: async (t) => ({ path: `/api/clients/${(await insertClient(t.db)).id}/messages` }),
    ok: 200,
  },
  {
    method: 'PATCH',
    route: '/api/clients/:id',
    request: async (t) => ({ path: `/api/clients/${(await insertClient(t.db)).id}`, body: { lang: 'es' } }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/clients/:id/send-reminder',
    request: async (t) => ({ path: `/api/clients/${(await insertClient(t.db)).id}/send-reminder` }),
    ok: 200,
  },
  { method: 'POST', route: '/api/clients/send-bulk-reminders', ok: 200 },
  { method: 'GET', route: '/api/clients/reminders-due', ok: 200 },
  // The back office's catalogue (docs/decisions/041-back-office.md): owner-only writes (the account here is an owner;
  // a staff session's 403 is in back-office-catalogue.test.ts), staff reads of hours and time off
  {
    method: 'POST',
    route: '/api/services',
    request: () => Promise.resolve({ path: '/api/services', body: { name: `Auth ${++made}`, price: 10, duration: 30 } }),
    ok: 201,
  },
  { method: 'PATCH', route: '/api/services/:id', request: { path: '/api/services/1', body: { description: 'Checked.' } }, ok: 200 },
  {
    method: 'DELETE',
    route: '/api/services/:id',
    request: async (t) => ({
      path: `/api/services/${await newRow(t, 'services', { name: `Gone ${++made}`, price_cents: 1000, duration_min: 30 })}`,
    }),
    ok: 200,
  },
  { method: 'POST', route: '/api/barbers', request: { path: '/api/barbers', body: { name: 'New Barber' } }, ok: 201 },
  { method: 'PATCH', route: '/api/barbers/:id', request: { path: '/api/barbers/1', body: { bio: 'Checked.' } }, ok: 200 },
  {
    method: 'DELETE',
    route: '/api/barbers/:id',
    request: async (t) => ({ path: `/api/barbers/${await newRow(t, 'barbers', { name: 'Leaving' })}` }),
    ok: 200,
  },
  { method: 'GET', route: '/api/barbers/:id/hours', request: { path: '/api/barbers/1/hours' }, ok: 200 },
  {
    method: 'PUT',
    route: '/api/barbers/:id/hours',
    request: async (t) => ({ path: `/api/barbers/${await newRow(t, 'barbers', { name: 'Hours' })}/hours`, body: [] }),
    ok: 200,
  },
  { method: 'GET', route: '/api/barbers/:id/time-off', request: { path: '/api/barbers/1/time-off' }, ok: 200 },
  {
    method: 'POST',
    route: '/api/barbers/:id/time-off',
    ok: 201,
    request: async (t) => ({
      path: `/api/barbers/${await newRow(t, 'barbers', { name: 'Away' })}/time-off`,
      body: { startDate: futureDay(300), endDate: futureDay(300) },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/barbers/:id/time-off/:timeOffId',
    ok: 204,
    request: async (t) => ({
      path: `/api/barbers/1/time-off/${await newRow(t, 'barber_time_off', { barber_id: 1, start_date: futureDay(301), end_date: futureDay(301) })}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/closures',
    request: () => Promise.resolve({ path: '/api/closures', body: { startDate: futureDay(310 + ++made), endDate: futureDay(310 + made) } }),
    ok: 201,
  },
  {
    method: 'DELETE',
    route: '/api/closures/:id',
    request: async (t) => ({
      path: `/api/closures/${await newRow(t, 'closures', { start_date: futureDay(330), end_date: futureDay(330) })}`,
    }),
    ok: 204,
  },
  // A JSON body is not an image: 400 once past the session check (uploads themselves: barber-photos.test.ts)
  { method: 'PUT', route: '/api/barbers/:id/photo', request: { path: '/api/barbers/1/photo', body: { not: 'an image' } }, ok: 400 },
  { method: 'PUT', route: '/api/shop', request: { path: '/api/shop', body: DEFAULT_SHOP_DETAILS }, ok: 200 },
  { method: 'PUT', route: '/api/policies', request: { path: '/api/policies', body: DEFAULT_POLICIES }, ok: 200 },
  // The owner's back office (docs/decisions/041-back-office.md; staff vs owner: roles.test.ts)
  { method: 'GET', route: '/api/admin/staff', ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/staff',
    request: () =>
      Promise.resolve({
        path: '/api/admin/staff',
        body: { username: `acct_${++slot}`, name: 'New', password: 'secret-123', role: 'staff' },
      }),
    ok: 201,
  },
  {
    method: 'PATCH',
    route: '/api/admin/staff/:id',
    ok: 200,
    request: async (t) => ({ path: `/api/admin/staff/${(await createStaff(t, { role: 'staff' })).id}`, body: { name: 'Renamed' } }),
  },
  { method: 'GET', route: '/api/admin/audit', ok: 200 },
  // Client messages held after a restore (docs/decisions/084-backups.md; the drill: backup-restore.test.ts)
  { method: 'GET', route: '/api/admin/notifications/hold', ok: 200 },
  { method: 'POST', route: '/api/admin/notifications/release', ok: 200 },
  // Any session may change its own password (a wrong current one: 400, so the shared account keeps its password)
  {
    method: 'POST',
    route: '/api/admin/auth/password',
    request: { path: '/api/admin/auth/password', body: { currentPassword: 'not-it', newPassword: 'another-pw' } },
    ok: 400,
  },
  // The store (docs/decisions/044-store-operations.md): owner-only product writes (staff's 403 and the
  // owner-only refund: store-operations.test.ts), staff's low-stock list and orders
  { method: 'GET', route: '/api/products/low-stock', ok: 200 },
  {
    method: 'POST',
    route: '/api/products',
    request: () =>
      Promise.resolve({ path: '/api/products', body: { name: `Auth product ${++made}`, price: 12, category: 'styling', stock: 3 } }),
    ok: 201,
  },
  { method: 'PATCH', route: '/api/products/:id', request: { path: '/api/products/1', body: { description: 'Checked.' } }, ok: 200 },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    ok: 200,
    request: async (t) => ({
      path: `/api/products/${await newRow(t, 'products', { name: `Retiring ${++made}`, price_cents: 1000, category: 'styling' })}`,
    }),
  },
  { method: 'PUT', route: '/api/products/:id/image', request: { path: '/api/products/1/image', body: { not: 'an image' } }, ok: 400 },
  { method: 'GET', route: '/api/orders', request: { path: '/api/orders?status=paid' }, ok: 200 },
  {
    method: 'PATCH',
    route: '/api/orders/:id',
    ok: 200,
    request: async (t) => {
      const id = await newRow(t, 'orders', {
        status: 'paid',
        amount_cents: 2200,
        customer_name: 'Ana',
        customer_email: 'ana@example.com',
        customer_phone: '7875550101',
      });
      await t.db('order_items').insert({ order_id: id, product_id: 1, name: 'Daily Shampoo', unit_price_cents: 2200, quantity: 1 });
      return { path: `/api/orders/${id}`, body: { status: 'picked_up' } };
    },
  },
  // The Contact inbox (docs/decisions/045-contact-inbox.md): staff and owners alike (both roles: contact-inbox.test.ts)
  { method: 'GET', route: '/api/contact-messages', request: { path: '/api/contact-messages?filter=unread' }, ok: 200 },
  {
    method: 'PATCH',
    route: '/api/contact-messages/:id',
    request: async (t) => ({ path: `/api/contact-messages/${await newContactMessage(t)}`, body: { handled: true } }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/contact-messages/:id/reply',
    request: async (t) => ({ path: `/api/contact-messages/${await newContactMessage(t)}/reply`, body: { body: 'Thanks, see you soon.' } }),
    ok: 201,
  },
  // Web push (docs/decisions/007-push.md): a client's devices
  {
    method: 'GET',
    route: '/api/push/subscriptions',
    request: async (t) => ({ path: `/api/push/subscriptions?clientId=${(await insertClient(t.db)).id}` }),
    ok: 200,
  },
  // The shop floor (docs/decisions/067-floor-data-model-and-live-channel.md); the writes' own answers: floor.test.ts
  { method: 'GET', route: '/api/floor', ok: 200 },
  { method: 'GET', route: '/api/floor/events', ok: 200, stream: true },
  {
    method: 'POST',
    route: '/api/floor/line',
    request: { path: '/api/floor/line', body: { firstName: '', serviceId: 1, barberId: null } },
    ok: 400,
  },
  { method: 'POST', route: '/api/floor/line/:id', request: { path: '/api/floor/line/999999', body: { to: 'called' } }, ok: 404 },
  { method: 'POST', route: '/api/floor/call-next', request: { path: '/api/floor/call-next', body: { barberId: 999999 } }, ok: 404 },
  {
    method: 'POST',
    route: '/api/appointments/:id/visit',
    request: { path: '/api/appointments/999999/visit', body: { to: 'arrived' } },
    ok: 404,
  },
];

let made = 0;
/** A Contact page message made straight in the database; answers its id. */
const newContactMessage = (t: TestApp) =>
  newRow(t, 'contact_messages', { first_name: 'Ana', last_name: 'Rosa', email: 'ana@example.com', message: 'Do you open on Sunday?' });
/** A row made straight in the database; answers its id. */
async function newRow(t: TestApp, table: string, row: Record<string, unknown>): Promise<number> {
  const [r] = await t.db(table).insert(row).returning('id');
  return r.id as number;
}

/**
 * The `days`-th working day (Monday–Saturday) after today, shop time: a different date for each number,
 * so rows made for different numbers never collide (a Sunday moved on to Monday once met the next number's day).
 */
function futureDay(days: number): string {
  let d = shopDate(new Date());
  for (let n = 0; n < days;) {
    d = addDays(d, 1);
    if (weekday(d) !== 0) n++;
  }
  return d;
}

let slot = 0;
/** A different free 30-minute slot on a future working day each call (seeded barber 1, service Barba = 1). */
function freeSlot(kind: string) {
  slot += 1;
  const hour = 9 + (slot % 9);
  return {
    barberId: 1,
    serviceId: 1,
    date: futureDay(100 + Math.floor(slot / 9) * 2 + (kind === 'walk-in' ? 1 : 0)),
    time: `${String(hour).padStart(2, '0')}:00`,
    clientName: 'Walk In',
    clientPhone: '787-555-0100',
    clientEmail: null,
    notes: null,
    isWalkIn: true,
  };
}

/** Endpoints anyone may call. A new endpoint must be in one list or the other (see the last test). */
const PUBLIC = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/admin/auth/login',
  'GET /api/login',
  'GET /api/services',
  'GET /api/services/:id',
  'GET /api/barbers',
  'GET /api/barbers/:id',
  'GET /api/products',
  'POST /api/contact-messages',
  'POST /api/create-payment-intent',
  'GET /api/availability/detailed',
  'GET /api/availability/detailed/:serviceId/:date',
  'GET /api/availability/:serviceId/:date',
  'GET /api/clients/by-email/:email',
  'POST /api/clients',
  'POST /api/appointments',
  'PATCH /api/clients/:id/correction', // the browser that made a client corrects a typo (its token is the proof)
  'GET /api/booking-rules', // how far ahead the wizard's calendar offers days
  'GET /api/shop',
  'GET /api/closures', // the shop's details and closures (docs/decisions/041-back-office.md)
  'GET /api/policies', // the shop's Privacy Policy and Terms (docs/decisions/069-visitor-never-stuck.md)
  'GET /api/shop/bookable-hours', // when any barber can be booked, per weekday (Shop details checks the opening hours against it)
  // Web push: the public key, opting in (bound to a booking just made), renewing (by the old endpoint) or out (by endpoint)
  'GET /api/push/public-key',
  'POST /api/push/subscriptions',
  'PUT /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  // Turning reminders off from an email: the token proves the client (docs/decisions/042-notifications.md#delivery)
  'GET /api/unsubscribe/:token',
  'POST /api/unsubscribe/:token',
  // The client's own appointment through the link in its messages (the token is the proof; rate-limited per address)
  'GET /api/manage/:token',
  'GET /api/manage/:token/availability',
  'POST /api/manage/:token/reschedule',
  'POST /api/manage/:token/cancel',
  'GET /api/manage/:token/calendar.ics',
  'POST /api/manage/:token/push',
  // "Find my booking": the message goes to the address given, and says the same for any address (rate-limited)
  'GET /api/find-my-booking',
  'POST /api/find-my-booking',
  // The walk-in line and the lobby board: the wait (no personal data), joining (per-address limit), the client's own
  // entry by its token, and the board with first names and initials (docs/decisions/067-floor-data-model-and-live-channel.md)
  'GET /api/line',
  'POST /api/line',
  'GET /api/line/:token',
  'DELETE /api/line/:token',
  'GET /api/line/:token/events',
  'POST /api/line/:token/push', // this device told by web push (the token is the proof: docs/decisions/071-line-push-and-floor-first.md)
  'GET /api/board',
  'GET /api/board/events',
];

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  staff = await createStaff(t);
});
afterAll(() => t.close());

async function requestFor(row: StaffOnly): Promise<Call> {
  if (typeof row.request === 'function') return row.request(t);
  return row.request ?? { path: row.route };
}

describe.each(STAFF_ONLY)('$method $route (staff only)', (row) => {
  it('answers 401 { message } without a session', async () => {
    const { path, body } = await requestFor(row);
    const res = await t.request(row.method, path, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });

  it('answers 401 with a signed-out session cookie', async () => {
    const { cookie } = await signIn(t, staff.username, staff.password);
    expect((await t.post('/api/admin/auth/logout', undefined, { cookie })).status).toBe(204);
    const { path, body } = await requestFor(row);
    expect((await t.request(row.method, path, body, { cookie })).status).toBe(401);
  });

  it(`works for signed-in staff`, async () => {
    const { cookie } = await signIn(t, staff.username, staff.password);
    const { path, body } = await requestFor(row);
    if (row.stream) {
      const aborted = new AbortController();
      const res = await fetch(t.base + path, { headers: { cookie }, signal: aborted.signal });
      aborted.abort();
      expect(res.status).toBe(row.ok);
      return;
    }
    const res = await t.request(row.method, path, body, { cookie });
    expect(res.status, res.text).toBe(row.ok);
  });
});

describe('the tables cover every API endpoint', () => {
  it('lists each route as staff-only or public', () => {
    const routers = apiRouters({ db: t.db, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), now: () => new Date() });
    const routes = routers.flatMap((r) =>
      r.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} /api${layer.path}`)),
    );
    const known = new Set([...STAFF_ONLY.map((r) => `${r.method} ${r.route}`), ...PUBLIC]);
    const unclassified = routes.filter((r) => !known.has(r));
    expect(unclassified, 'classify these in tests/integration/authorization.test.ts (STAFF_ONLY or PUBLIC)').toEqual([]);
  });
});
