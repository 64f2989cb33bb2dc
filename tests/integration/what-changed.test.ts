import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { usePasswordCost } from '../../server/auth/password';
import type { KeyScopedDb } from '../../server/db/connect';
import type { ScheduleCache } from '../../server/queries/schedule-cache';
import { cancelAppointment } from '../../server/commands/change-appointment';
import { forgetWhatChanged } from '../../server/middleware/forget-what-changed';
import { errorHandler } from '../../server/middleware/error-handler';
import { testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { bookingBody, catalogueIds, insertAppointment, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';

/**
 * A write's commands say what they changed, and one middleware turns it into cache invalidation
 * (docs/decisions/062-server-layers.md): no route names the schedule cache, yet each write drops
 * exactly the days it changed (or every day for the catalogue, a barber or the schedule's rules).
 */
const clock = testClock(sanJuan('2026-11-23', '08:00')); // Monday
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

/** A schedule cache that only writes down what it is told to forget (no listener: every read goes to the database). */
function forgettingCache() {
  const forgotten: (readonly string[] | '*')[] = [];
  const cache: ScheduleCache = {
    day: (_date, _serviceId, load) => load(),
    forget: (days) => void forgotten.push(days),
    onForget: () => () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
    status: () => ({ listening: false, days: 0, listenerPid: undefined }),
  };
  return { cache, forgotten };
}

async function serve(app: Koa) {
  const server = http.createServer(app.callback());
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
    base,
    request,
    clock,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
    del: (path: string, headers?: Record<string, string>) => request('DELETE', path, undefined, headers),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

let database: TestDatabase;
let t: Awaited<ReturnType<typeof serve>> & { db: TestDatabase['db'] };
let staff: Record<string, string>;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
const { cache, forgotten } = forgettingCache();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: 'dist/pwa', RATE_LIMITS: 'off', TEST_SCRYPT_LN: '10' });
  usePasswordCost(config.testScryptLn);
  t = { ...(await serve(createApp({ db: database.db, config, now: clock.now, scheduleCache: cache }))), db: database.db };
  ids = await catalogueIds(database.db);
  staff = (await signedInStaff(t as unknown as TestApp)).headers;
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});
beforeEach(() => {
  forgotten.length = 0;
});

describe('what a write changed reaches the cache without the route saying so', () => {
  it('a public booking drops its day and the next, nothing else', async () => {
    const res = await t.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: ids.barbers[0]!, appointmentDate: TUESDAY, appointmentTime: '10:00' }),
    );
    expect(res.status, res.text).toBe(201);
    expect(forgotten).toEqual([[TUESDAY, WEDNESDAY]]);
  });

  it('a walk-in drops its day; a move drops the day it left and the day it went to; a cancel drops its day', async () => {
    const walkIn = await t.post(
      '/api/appointments/walk-in',
      {
        clientName: 'Pedro Ruiz',
        clientPhone: '787-555-0160',
        clientEmail: null,
        barberId: ids.barbers[1]!,
        serviceId: ids.corte,
        date: TUESDAY,
        time: '11:00',
        notes: '',
      },
      staff,
    );
    expect(walkIn.status, walkIn.text).toBe(201);
    expect(forgotten).toEqual([[TUESDAY, WEDNESDAY]]);

    forgotten.length = 0;
    const moved = await t.request(
      'PATCH',
      `/api/appointments/${walkIn.body.id}`,
      { barberId: ids.barbers[1]!, date: '2026-11-26', time: '11:00' },
      staff,
    );
    expect(moved.status, moved.text).toBe(200);
    expect(forgotten).toEqual([[TUESDAY, WEDNESDAY, '2026-11-26', '2026-11-27']]);

    forgotten.length = 0;
    const cancelled = await t.del(`/api/appointments/${walkIn.body.id}`, staff);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(forgotten).toEqual([['2026-11-26', '2026-11-27']]);
  });

  it('a refused write drops nothing; a change of hours, a block or a service drops every day', async () => {
    const sunday = await t.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: ids.barbers[0]!, appointmentDate: '2026-11-29', appointmentTime: '10:00' }),
    );
    expect(sunday.status).toBe(400);
    expect(forgotten).toEqual([]);

    const block = await t.post(
      '/api/blocked-slots',
      { barberId: ids.barbers[2]!, startDate: WEDNESDAY, endDate: WEDNESDAY, startTime: '15:00', endTime: '16:00', reason: 'Errand' },
      staff,
    );
    expect(block.status, block.text).toBe(201);
    expect(forgotten).toEqual(['*']);
  });

  it('a write route that is new and says nothing of the cache drops the day its command changed', async () => {
    // A route as a newcomer would write it: it calls a command, and is mounted behind the one middleware.
    const { cache: own, forgotten: dropped } = forgettingCache();
    const id = await insertAppointment(database.db, { barberId: ids.barbers[2]!, serviceId: ids.corte, date: '2026-12-01', time: '09:00' });
    const router = new Router();
    router.post('/api/front-desk/cancel/:id', async (ctx) => {
      ctx.body = await cancelAppointment(database.db as KeyScopedDb, clock.now(), Number(ctx.params.id), null, {
        sms: false,
        linkKey: Buffer.alloc(32),
      });
    });
    const app = new Koa();
    app.use(errorHandler(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }).log));
    app.use(forgetWhatChanged(own));
    app.use(router.routes());
    const other = await serve(app);
    try {
      const res = await other.post(`/api/front-desk/cancel/${id}`);
      expect(res.status, res.text).toBe(200);
      expect(dropped).toEqual([['2026-12-01', '2026-12-02']]);
      const missing = await other.post('/api/front-desk/cancel/999999');
      expect(missing.status).toBe(404);
      expect(dropped).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
