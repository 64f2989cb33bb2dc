import type { AppDeps } from '../../../server/deps';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/app';
import { createHttpServer } from '../../../server/startup/http-server';
import { loadConfig } from '../../../server/config';
import { usePasswordCost } from '../../../server/auth/password';
import type { Db } from '../../../server/db/connect';
import type { LogDestination } from '../../../server/logger';
import { createTestDatabase } from './test-database';

export type Answer<T = any> = { status: number; body: T; headers: Headers; text: string };

/** A clock tests can move: the app reads `now()` from it. */
export function testClock(start: Date | string = new Date()) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d: Date | string) => {
      t = new Date(d).getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real app (createApp) on a real HTTP port against a fresh database of its own.
 * `request` sends JSON and returns status, parsed body and headers. Silent unless `logTo` is given:
 * then its JSON log lines (level `info`, or `env.LOG_LEVEL`) are written there.
 */
export async function startTestApp(
  opts: {
    clock?: ReturnType<typeof testClock>;
    env?: Record<string, string>;
    db?: Db;
    logTo?: LogDestination;
    jobs?: AppDeps['jobs'];
    stopping?: AppDeps['stopping'];
  } = {},
) {
  const database = opts.db ? undefined : await createTestDatabase();
  const db = opts.db ?? database!.db;
  const clock = opts.clock ?? testClock();
  // Tests use a local push service (plain http on 127.0.0.1): the development switch, except in production.
  // ...and scrypt at 2^10, not 2^15: a test's sign-ins cost a 32nd of the CPU (never in production).
  const devPush = opts.env?.NODE_ENV === 'production' ? {} : { PUSH_DEV_ENDPOINTS: '1', TEST_SCRYPT_LN: '10' };
  const logLevel = opts.logTo ? 'info' : 'silent';
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: logLevel, DIST_DIR: 'dist/pwa', ...devPush, ...opts.env },
    { logTo: opts.logTo },
  );
  usePasswordCost(config.testScryptLn);
  const app = createApp({ db, config, now: clock.now, jobs: opts.jobs, stopping: opts.stopping });
  const server = createHttpServer(app, { requestTimeoutMs: config.requestTimeoutMs });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await fetch(base + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  return {
    db,
    base,
    clock,
    request,
    get: <T = any>(path: string, headers?: Record<string, string>) => request<T>('GET', path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, body, headers),
    del: <T = any>(path: string, headers?: Record<string, string>) => request<T>('DELETE', path, undefined, headers),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await database?.drop();
    },
  };
}
