import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, DB_LIMITS } from '../../server/db/connect';
import { catalogueIds, sanJuan } from './helpers/booking';
import { freezableProxy } from './helpers/freezable-proxy';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * A database that stops answering without closing its connections (its processes stopped, not dead):
 * the server's statement_timeout cannot fire there, so the client ends each query itself and answers
 * 503 within the documented limits (server/db/connect.ts DB_LIMITS), shortened here.
 */
const limits = { ...DB_LIMITS, statementTimeoutMs: 800, lockTimeoutMs: 500, acquireTimeoutMs: 1000 };
let database: TestDatabase;
let proxy: Awaited<ReturnType<typeof freezableProxy>>;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  await catalogueIds(database.db);
  const direct = new URL(database.url);
  proxy = await freezableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const through = new URL(database.url);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  t = await startTestApp({
    db: connect(through.toString(), { max: 4 }, limits),
    clock: testClock(sanJuan('2026-11-23', '08:00')),
    env: { RATE_LIMITS: 'off' },
  });
  expect((await t.get('/api/services')).status).toBe(200); // pooled connections made before the freeze
});
afterAll(async () => {
  await t.close();
  await t.db.destroy();
  await proxy.close();
  await database.drop();
});

describe('a frozen database', () => {
  it('every request ends in 503 within the limits, on pooled and on new connections, and the app recovers when it thaws', async () => {
    proxy.freeze();
    try {
      const started = Date.now();
      // Health always reads the database; availability of a day not read before cannot come from a cache.
      const paths = [
        '/api/health',
        '/api/health',
        '/api/availability/detailed/1/2026-11-25',
        '/api/availability/detailed/2/2026-11-26',
        '/api/health',
        '/api/availability/detailed/3/2026-11-27',
      ];
      const answers = await Promise.all(paths.map((p) => t.get(p)));
      const took = Date.now() - started;
      for (const a of answers) {
        expect(a.status, a.text).toBe(503);
        expect(a.body).toMatchObject({ message: expect.any(String) });
        expect(a.headers.get('retry-after')).toBeTruthy();
      }
      // Each waits at most the statement limit plus the acquire limit, not until the thaw.
      expect(took).toBeLessThan(limits.statementTimeoutMs + limits.acquireTimeoutMs + 3000);
    } finally {
      proxy.thaw();
    }
    let back = 0;
    for (let i = 0; i < 20 && back !== 200; i++) {
      back = (await t.get('/api/services')).status;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
  }, 60_000);
});
