import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDaysExclusive } from '../../server/repositories/schedule-locks';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * A request never hangs on the database (server/db/connect.ts DB_LIMITS): past the limits it answers
 * 503 with a plain message and Retry-After, and changes nothing. The limits are shortened here.
 */
const BUSY = { message: 'The shop’s system is busy right now. Please try again in a moment.', code: 'service_unavailable' };
let database: TestDatabase;
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  database = await createTestDatabase({ pool: 2, limits: { lockTimeoutMs: 300, acquireTimeoutMs: 500 } });
  t = await startTestApp({ db: database.db, clock: testClock(sanJuan('2026-11-23', '08:00')), env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

describe('database limits', () => {
  it('a booking kept waiting on a lock past the limit answers 503 busy, and books nothing', async () => {
    const date = '2026-11-27';
    const trx = await t.db.transaction();
    try {
      await lockDaysExclusive(trx, date, date); // a block being added that day, stuck
      const started = Date.now();
      const answer = await t.post(
        '/api/appointments',
        bookingBody({ serviceId: ids.corte, barberId: ids.barbers[0]!, appointmentDate: date, appointmentTime: '10:00' }),
      );
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body).toEqual(BUSY);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await trx.rollback();
    }
    expect(await t.db('appointments').where({ appointment_date: date }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('with every pool connection taken past the limit, a request answers 503 busy instead of hanging', async () => {
    const held = await Promise.all([t.db.transaction(), t.db.transaction()]);
    try {
      const answer = await t.get('/api/availability/detailed/1/2026-11-27');
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body).toEqual(BUSY);
    } finally {
      await Promise.all(held.map((trx) => trx.rollback()));
    }
    expect((await t.get('/api/availability/detailed/1/2026-11-27')).status).toBe(200); // and it recovers
  });
});
