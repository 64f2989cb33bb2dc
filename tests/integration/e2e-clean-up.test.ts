import { afterAll, beforeAll, expect, it } from 'vitest';
import { clearShopActivity } from '../e2e/shop-activity';
import { catalogueIds } from './helpers/booking';
import { bookThroughApi, workingDay } from './helpers/push-service';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

// The e2e suite empties what a test made before retrying it (tests/e2e/fixtures.ts); it must work on the
// real schema, with a booking and the messages it owed, or every retry fails before it starts.
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ db: database.db, clock: testClock(), env: { RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

it('empties bookings, clients and the messages they owed; the catalogue and staff stay', async () => {
  await bookThroughApi(t, (await catalogueIds(t.db)).corte, workingDay(new Date(), 9), '15:00');
  expect(Number((await t.db('notifications').count({ n: '*' }).first())!.n)).toBeGreaterThan(0);
  const staffBefore = Number((await t.db('staff_users').count({ n: '*' }).first())!.n);
  await clearShopActivity(database.url);
  for (const table of ['appointments', 'clients', 'notifications']) {
    expect(Number((await t.db(table).count({ n: '*' }).first())!.n), table).toBe(0);
  }
  expect(Number((await t.db('services').count({ n: '*' }).first())!.n)).toBeGreaterThan(0);
  expect(Number((await t.db('staff_users').count({ n: '*' }).first())!.n)).toBe(staffBefore);
});
