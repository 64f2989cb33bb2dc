import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { tcpCut } from './helpers/tcp-cut';
import { signedInStaff } from './helpers/staff-session';

/**
 * The database goes away (crash, restart, network): every API endpoint answers 503 with
 * Retry-After and a plain message, never 500, and the app recovers by itself when it returns.
 */
let database: TestDatabase;
let relay: Awaited<ReturnType<typeof tcpCut>>;
let db: Db;
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
let staffCookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  relay = await tcpCut(database.url);
  db = connect(relay.url, { max: 4 });
  t = await startTestApp({ db, clock: testClock(sanJuan('2026-11-23', '08:00')) }); // rate limits on: their store is in PostgreSQL too
  ids = await catalogueIds(db);
  staffCookie = (await signedInStaff(t)).cookie;
});
afterAll(async () => {
  await t.close();
  await db.destroy();
  await relay.close();
  await database.drop();
});

const requests = () => [
  () => t.get('/api/health'),
  () => t.get('/api/services'),
  () => t.get('/api/barbers'),
  () => t.get('/api/products'),
  () => t.get(`/api/availability/detailed/${ids.corte}/2026-11-25`),
  () => t.get('/api/clients/by-email/someone@example.com'),
  () => t.post('/api/appointments', bookingBody({ serviceId: ids.corte, appointmentDate: '2026-11-25', appointmentTime: '10:00' })),
  () => t.post('/api/clients', { firstName: 'Db', lastName: 'Down', email: 'db.down@example.com', phone: '787-555-0101' }),
  () =>
    t.post('/api/contact-messages', { firstName: 'Ana', lastName: 'Rosa', email: 'ana@example.com', message: 'Hello there, a question.' }),
  () => t.post('/api/admin/auth/login', { username: 'nobody', password: 'whatever1' }),
  () => t.get('/api/appointments?date=today', { cookie: staffCookie }),
  () => t.get('/api/admin/stats', { cookie: staffCookie }),
];

describe('the database is down', () => {
  it('every endpoint answers 503 with Retry-After and a message, and the app recovers by itself', async () => {
    expect((await t.get('/api/services')).status).toBe(200);
    await relay.cut();
    for (const send of requests()) {
      const started = Date.now();
      const answer = await send();
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    await relay.mend();
    const until = Date.now() + 10_000;
    let health = await t.get('/api/health');
    while (health.status !== 200 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      health = await t.get('/api/health');
    }
    expect(health.status).toBe(200);
    for (const send of requests()) expect((await send()).status).toBeLessThan(500);
    expect((await t.get('/api/appointments?date=today', { cookie: staffCookie })).status).toBe(200);
  });
});
