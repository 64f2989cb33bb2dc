import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#shared/domain/shop-time';
import { Closure } from '#shared/schemas/days-off';
import { loadConfig } from '../../server/config';
import { createNotificationJob, type NotificationJob } from '../../server/jobs/notifications';
import { adminCatalogue, insertPriced } from './helpers/admin';
import { insertClient, sanJuan } from './helpers/booking';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { signedInStaff } from './helpers/staff-session';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

/**
 * Closing the shop over live appointments: the 409 lists them; sending their ids back as
 * `cancelAppointments` cancels them and closes the days in one transaction, each client owed the
 * cancellation notice (in their language: the outbox writes it when it sends).
 */
// "Now" is Wednesday 2026-11-25, 10:00 in San Juan.
const clock = testClock(sanJuan('2026-11-25', '10:00'));
const DAY = '2026-12-10';
let database: TestDatabase;
let smtp: SmtpTestServer;
let job: NotificationJob;
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let owner: Record<string, string>;
const env = () => ({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: smtp.url,
  NOTIFY_INTERVAL_MS: '600000',
  RATE_LIMITS: 'off',
});

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
  t = await startTestApp({ db: database.db, clock, env: env() });
  job = createNotificationJob({ db: t.db, config: loadConfig(env()), now: t.clock.now });
  cat = await adminCatalogue(t.db);
  owner = (await signedInStaff(t, { role: 'owner' })).headers;
});
afterAll(async () => {
  await job?.stop();
  await t?.close();
  await smtp?.close();
  await database?.drop();
});

const close = (body: Record<string, unknown>) =>
  t.post('/api/closures', { startDate: DAY, endDate: DAY, reason: 'Water leak', ...body }, owner);

describe('POST /api/closures with cancelAppointments', () => {
  it('closes the day and cancels the appointments named, each client told in their own language', async () => {
    const ana = await insertClient(t.db, { firstName: 'Ana', lastName: 'Rosa', email: 'ana.closure@example.com' });
    const jose = await insertClient(t.db, { firstName: 'José', lastName: 'Ortiz', email: 'jose.closure@example.com' });
    await t.db('clients').where({ id: jose.id }).update({ lang: 'es' });
    const a = await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: DAY, time: '10:00', clientId: ana.id });
    const j = await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: DAY, time: '11:00', clientId: jose.id });

    const refused = await close({});
    expect(refused.status).toBe(409);
    expect(refused.body.appointments.map((x: { id: number }) => x.id)).toEqual([a, j]);

    const res = await close({ cancelAppointments: [a, j] });
    expect(res.status, res.text).toBe(201);
    expect(Closure.parse(res.body)).toMatchObject({ startDate: DAY, endDate: DAY, reason: 'Water leak' });
    const statuses = await t.db('appointments').whereIn('id', [a, j]).pluck('status');
    expect(statuses).toEqual(['cancelled', 'cancelled']);
    const audit = await t.db('audit_log').whereIn('action', ['appointment.cancel', 'closure.create']).orderBy('id').pluck('action');
    expect(audit).toEqual(['appointment.cancel', 'appointment.cancel', 'closure.create']);

    expect(await job.tick()).toMatchObject({ failed: 0 });
    const [toAna] = smtp.to('ana.closure@example.com');
    const [toJose] = smtp.to('jose.closure@example.com');
    expect(toAna?.parsed.subject).toBe(`Cancelled: Corte, ${formatDate(DAY, 'weekday')} 10:00 AM`);
    expect(toJose?.parsed.subject).toBe(`Cita cancelada: Corte, ${formatDate(DAY, 'weekday', 'es')}, 11:00 a. m.`);
  });

  it('refuses (409, nothing cancelled, no closure) when a live appointment was not among those confirmed', async () => {
    const day = '2026-12-11';
    const first = await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: day, time: '10:00' });
    const late = await insertPriced(t.db, { barberId: cat.javier.id, service: cat.corte, date: day, time: '15:00' });
    const res = await close({ startDate: day, endDate: day, cancelAppointments: [first] });
    expect(res.status).toBe(409);
    expect(res.body.appointments.map((x: { id: number }) => x.id)).toEqual([first, late]);
    expect(await t.db('appointments').whereIn('id', [first, late]).pluck('status')).toEqual(['confirmed', 'confirmed']);
    expect(await t.db('closures').where({ start_date: day }).first()).toBeUndefined();
  });

  it('staff cannot do it (owners only), and the list is checked: at most 500 positive ids', async () => {
    const staff = (await signedInStaff(t, { role: 'staff' })).headers;
    expect((await t.post('/api/closures', { startDate: '2026-12-12', endDate: '2026-12-12', cancelAppointments: [] }, staff)).status).toBe(
      403,
    );
    expect((await close({ startDate: '2026-12-12', endDate: '2026-12-12', cancelAppointments: ['x'] })).status).toBe(400);
  });
});
