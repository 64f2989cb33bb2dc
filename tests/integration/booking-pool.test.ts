import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

/**
 * A booking under an Idempotency-Key runs in the key's transaction, which holds one pool connection;
 * nothing it needs may ask the pool for a second one. The link key (for manage links) was read from
 * the pool inside that transaction on a process's first bookings: in the production test, 10 first
 * bookings at a fresh process held all 10 connections and waited 15 s for an 11th, then answered 503
 * (docs/decisions/072-production-proof.md). Here the pool has 2 connections and 4 bookings arrive at once.
 */
const clock = testClock(sanJuan('2026-11-23', '08:00'));
let database: TestDatabase;
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;

beforeAll(async () => {
  database = await createTestDatabase({ pool: 2, limits: { acquireTimeoutMs: 3000 } });
  t = await startTestApp({ db: database.db, clock, env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

describe('the first bookings of a process, more at once than its pool has connections', () => {
  it('are all answered (none waits for a second connection inside its transaction)', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        t.post(
          '/api/appointments',
          bookingBody({
            serviceId: ids.barba,
            barberId: ids.barbers[i % ids.barbers.length]!,
            appointmentDate: '2026-11-24',
            appointmentTime: `1${i}:00`,
          }),
          { 'Idempotency-Key': `pool-${i}-${Date.now()}` },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
  }, 30_000);
});
