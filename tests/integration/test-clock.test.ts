import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createHttpServer } from '../../server/startup/http-server';
import { shiftedClock } from '../../server/startup/test-clock';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const DAY = 24 * 60 * 60 * 1000;

/** The end-to-end server's movable clock (docs/decisions/061-tests-get-their-day.md): one app with it, one without. */
describe('/api/test-clock', () => {
  let database: TestDatabase;
  const servers: Array<ReturnType<typeof createHttpServer>> = [];
  const clock = shiftedClock(0);
  let withClock = '';
  let without = '';

  async function serve(app: ReturnType<typeof createApp>) {
    const server = createHttpServer(app, { requestTimeoutMs: 30_000 });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const put = (base: string, body: unknown) =>
    fetch(`${base}/api/test-clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const serverTime = async (base: string) => Date.parse(((await (await fetch(`${base}/api/health`)).json()) as { time: string }).time);

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: 'dist/pwa', TEST_CLOCK_OFFSET_MS: '0' });
    withClock = await serve(createApp({ db: database.db, config, now: clock.now, testClock: clock }));
    without = await serve(
      createApp({
        db: database.db,
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: 'dist/pwa' }),
        now: () => new Date(),
      }),
    );
  });
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
    await database?.drop();
  });

  it('moves the whole server a day on, and back: what the app reads as now follows it', async () => {
    const moved = await put(withClock, { offsetMs: DAY });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ offsetMs: DAY });
    expect(Math.abs((await serverTime(withClock)) - (Date.now() + DAY))).toBeLessThan(5_000);
    expect((await (await fetch(`${withClock}/api/test-clock`)).json()) as unknown).toMatchObject({ offsetMs: DAY });

    expect((await put(withClock, { offsetMs: 0 })).status).toBe(200);
    expect(Math.abs((await serverTime(withClock)) - Date.now())).toBeLessThan(5_000);
  });

  it('answers 400 with a message for a bad offset, and leaves the clock alone', async () => {
    for (const body of [{}, { offsetMs: 'tomorrow' }, { offsetMs: 1.5 }, { offsetMs: 400 * DAY }, { offsetMs: 0, extra: 1 }]) {
      const res = await put(withClock, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('does not exist on a server without TEST_CLOCK_OFFSET_MS (production can never have it: server/config.ts)', async () => {
    expect((await put(without, { offsetMs: DAY })).status).toBe(404);
    expect((await fetch(`${without}/api/test-clock`)).status).toBe(404);
  });
});
