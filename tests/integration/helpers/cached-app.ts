import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createScheduleCache } from '../../../server/queries/schedule-cache';
import type { testClock } from './test-app';
import type { TestDatabase } from './test-database';

/**
 * One app process with a schedule cache of its own, listening on the shared database (like
 * startTestApp({ db }), plus the cache): two of them are two server processes (docs/decisions/003-availability-cache.md).
 */
export async function startCachedApp(database: TestDatabase, clock: ReturnType<typeof testClock>, env: Record<string, string> = {}) {
  const cache = createScheduleCache({ url: database.url, retryMs: { min: 50, max: 200 } });
  await cache.start();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: 'dist/pwa', RATE_LIMITS: 'off', ...env });
  const server = http.createServer(createApp({ db: database.db, config, now: clock.now, scheduleCache: cache }).callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(base + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, text };
  }
  return {
    db: database.db,
    base,
    clock,
    cache,
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
    del: (path: string, headers?: Record<string, string>) => request('DELETE', path, undefined, headers),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await cache.stop();
    },
  };
}
export type CachedApp = Awaited<ReturnType<typeof startCachedApp>>;
