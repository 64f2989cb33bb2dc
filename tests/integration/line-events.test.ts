import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect, type Db } from '../../server/db/connect';
import { createHttpServer } from '../../server/startup/http-server';
import { createFloorFeed, type FloorFeed } from '../../server/live/floor-feed';
import { usePasswordCost } from '../../server/auth/password';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { catalogueIds, sanJuan } from './helpers/booking';
import { cookieHeader, createStaff } from './helpers/staff-session';
import { testClock } from './helpers/test-app';

/**
 * The live pages' event streams (docs/decisions/067-floor-data-model-and-live-channel.md#live-channel): headers,
 * heartbeats, closed with the client; and two app instances ("processes") on one database, each with its own
 * pool and its own LISTEN, so a change made through one reaches a page connected to the other.
 */
const clock = testClock(sanJuan('2026-11-23', '10:00'));
let database: TestDatabase;
type Instance = { base: string; db: Db; feed: FloorFeed; close: () => Promise<void> };
let a: Instance;
let b: Instance;
let ids: Awaited<ReturnType<typeof catalogueIds>>;

async function instance(): Promise<Instance> {
  const db = connect(database.url, { max: 5 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: 'dist/pwa', RATE_LIMITS: 'off', TEST_SCRYPT_LN: '10' });
  usePasswordCost(config.testScryptLn);
  // No polling and no periodic refresh within a test's time: only a NOTIFY can make it send.
  const feed = createFloorFeed({ db, now: clock.now, debounceMs: 50, refreshMs: 600_000, pollMs: 600_000, heartbeatMs: 300 });
  const server = createHttpServer(createApp({ db, config, now: clock.now, floorFeed: feed }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    feed,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await feed.stop();
      await db.destroy();
    },
  };
}

/** Opens an event stream; `next()` resolves with the next `data:` event, `raw` holds everything read. */
async function open(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  let buffer = '';
  const events: unknown[] = [];
  const waiting: Array<(e: unknown) => void> = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        buffer += text;
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const data = chunk
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (!data) continue;
          const event = JSON.parse(data);
          const w = waiting.shift();
          if (w) w(event);
          else events.push(event);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    res,
    get raw() {
      return raw;
    },
    next: (ms = 5000) =>
      new Promise<any>((resolve, reject) => {
        if (events.length) return resolve(events.shift());
        const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
        waiting.push((e) => {
          clearTimeout(timer);
          resolve(e);
        });
      }),
    close: () => controller.abort(),
  };
}

const json = (base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

beforeAll(async () => {
  database = await createTestDatabase();
  a = await instance();
  b = await instance();
  ids = await catalogueIds(a.db);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database.drop();
});

async function staffCookie(inst: Instance) {
  const account = await createStaff({ db: inst.db, clock } as never);
  const res = await fetch(`${inst.base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return { cookie: cookieHeader(res.headers) };
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('GET /api/line/:token/events', () => {
  it('is an event stream (headers, the entry at once, heartbeats) that follows a change made through the other process', async () => {
    const joined = await json(a.base, 'POST', '/api/line', {
      firstName: 'Vero',
      phone: '787-555-0301',
      serviceId: ids.corte,
      barberId: null,
    });
    expect(joined.status).toBe(201);
    const stream = await open(`${b.base}/api/line/${joined.body.token}/events`);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    expect(await stream.next()).toMatchObject({ status: 'waiting', position: 1, firstName: 'Vero' });
    await waitFor(() => stream.raw.includes(': ping'), 2000);
    await waitFor(() => b.feed.status().listening);

    // Staff on process A start her; process B's page hears of it through LISTEN/NOTIFY alone.
    const staff = await staffCookie(a);
    const entry = await a.db('line_entries').where({ token: joined.body.token }).first('id');
    const started = await json(a.base, 'POST', `/api/floor/line/${entry.id}`, { to: 'in_chair', barberId: ids.barbers[0] }, staff);
    expect(started.status).toBe(200);
    expect(await stream.next(3000)).toMatchObject({ status: 'in_chair', position: 0, barberId: ids.barbers[0] });

    // Closed by the client: the process forgets the stream, and stops listening with the last one.
    stream.close();
    await waitFor(() => b.feed.status().watchers === 0);
    await waitFor(() => !b.feed.status().listening);
  });
});

describe('GET /api/board/events and /api/floor/events', () => {
  it('the board follows a join through the other process; the floor stream is staff-only', async () => {
    const board = await open(`${b.base}/api/board/events`);
    const first = await board.next();
    expect(first).toMatchObject({ barbers: expect.any(Array), line: expect.any(Array) });
    await waitFor(() => b.feed.status().listening);
    await json(a.base, 'POST', '/api/line', { firstName: 'Wanda Ruiz', email: 'wanda@example.com', serviceId: ids.corte, barberId: null });
    const next = await board.next(3000);
    expect(next.line.map((e: { name: string }) => e.name)).toContain('Wanda');
    expect(JSON.stringify(next)).not.toMatch(/wanda@|Ruiz/);
    board.close();

    expect((await fetch(`${b.base}/api/floor/events`)).status).toBe(401);
    const staff = await staffCookie(b);
    const floor = await open(`${b.base}/api/floor/events`, staff);
    expect(await floor.next()).toEqual({ changed: true });
    await waitFor(() => b.feed.status().listening);
    await json(a.base, 'POST', '/api/line', { firstName: 'Xavi', phone: '787-555-0302', serviceId: ids.corte, barberId: null });
    expect(await floor.next(3000)).toEqual({ changed: true });
    floor.close();
  });
});
