import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays } from '#shared/domain/shop-time';
import type { ScheduleDay } from '../repositories/schedule';
import { noLog, type Logger } from '../logger';

/** The channel migration 007's triggers notify on: a comma-separated list of dates, or '*'. */
export const SCHEDULE_CHANNEL = 'schedule_changed';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The days whose availability an appointment dated `date` touches: that day and the next (see loadDay). */
export const appointmentDays = (date: string): string[] => [date, addDays(date, 1)];

export type ScheduleCacheOptions = {
  /** The database whose notifications invalidate the cache (the same one the app reads). */
  url: string;
  log?: Logger;
  /** How long an entry may be served at most, whatever the notifications say. */
  ttlMs?: number;
  /** Most days kept (least recently used dropped first); each day keeps one entry per service asked. */
  maxDays?: number;
  /** Reconnect delay after the listener is lost: from `min`, doubling up to `max`. */
  retryMs?: { min: number; max: number };
  /** How often the listener's connection is checked with a `select 1` (a silently dead socket bypasses). */
  pingMs?: number;
  /** Monotonic milliseconds, for the TTL (tests may move it). */
  clock?: () => number;
};

export type ScheduleCache = {
  /**
   * The raw day (loadDay's answer) for the public availability routes: from the cache when the listener
   * is connected and the entry is fresh, else from `load`. Never for a command that writes.
   */
  day(date: string, serviceId: number, load: () => Promise<ScheduleDay>): Promise<ScheduleDay>;
  /** Drops these days (or every day), including any load of them in progress. */
  forget(days: readonly string[] | '*'): void;
  /** Connects the listener (resolves after the first attempt; on failure it keeps retrying, bypassing meanwhile). */
  /**
   * Calls `listener` with whatever this cache drops (a notification, this process's own write, the
   * listener lost or reconnected): the pre-rendered pages' cache follows the same events
   * (docs/decisions/043-prerendering.md). Returns the unsubscribe.
   */
  onForget(listener: (days: readonly string[] | '*') => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): { listening: boolean; days: number; listenerPid: number | undefined };
};

type Entry = { value: ScheduleDay; expiresAt: number };
type Loading = { promise: Promise<ScheduleDay>; stale: boolean };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * A per-process cache of each day's raw schedule (docs/decisions/003-availability-cache.md). Slots are
 * still computed per request from it with the request's `now`. Correctness rests on three rules:
 * 1. It is used only while a dedicated connection LISTENs on `schedule_changed` (NOTIFY is delivered at
 *    commit); without that connection every request reads the database, and (re)connecting clears all.
 * 2. A notification, or this process's own write (`forget`), drops the day and marks any load of it in
 *    progress as stale: a load that may have read the old rows is answered but never kept.
 * 3. Entries expire after `ttlMs` anyway, and there are at most `maxDays` days.
 */
export function createScheduleCache(opts: ScheduleCacheOptions): ScheduleCache {
  const log = opts.log ?? noLog;
  const ttlMs = opts.ttlMs ?? 60_000;
  const maxDays = opts.maxDays ?? 400;
  const retry = opts.retryMs ?? { min: 250, max: 10_000 };
  const pingMs = opts.pingMs ?? 15_000;
  const clock = opts.clock ?? (() => performance.now());

  const days = new Map<string, Map<number, Entry>>();
  const loading = new Map<string, Map<number, Loading>>();
  let listening = false;
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let delay = retry.min;

  const forgetListeners = new Set<(days: readonly string[] | '*') => void>();

  function forget(which: readonly string[] | '*') {
    for (const listener of forgetListeners) listener(which);
    const dates = which === '*' ? [...new Set([...days.keys(), ...loading.keys()])] : which;
    for (const d of dates) {
      days.delete(d);
      for (const l of loading.get(d)?.values() ?? []) l.stale = true;
      loading.delete(d);
    }
  }

  function keep(date: string, serviceId: number, value: ScheduleDay) {
    const services = days.get(date) ?? new Map<number, Entry>();
    days.delete(date);
    days.set(date, services.set(serviceId, { value, expiresAt: clock() + ttlMs }));
    if (days.size > maxDays) days.delete(days.keys().next().value!);
  }

  async function day(date: string, serviceId: number, load: () => Promise<ScheduleDay>): Promise<ScheduleDay> {
    if (!listening) return load();
    const services = days.get(date);
    const hit = services?.get(serviceId);
    if (hit && hit.expiresAt > clock()) {
      days.delete(date); // most recently used last
      days.set(date, services!);
      return hit.value;
    }
    if (hit) services!.delete(serviceId);
    // A load begun since this day was last invalidated reads rows at least as new as a fresh one would.
    const pending = loading.get(date)?.get(serviceId);
    if (pending) return pending.promise;
    const entry: Loading = { stale: false, promise: undefined as unknown as Promise<ScheduleDay> };
    const done = () => {
      if (loading.get(date)?.get(serviceId) === entry) loading.get(date)!.delete(serviceId);
      if (loading.get(date)?.size === 0) loading.delete(date);
    };
    entry.promise = load().then(
      (value) => {
        done();
        deepFreeze(value); // shared by every request that reads it
        if (!entry.stale && listening && value.service) keep(date, serviceId, value);
        return value;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
    loading.set(date, (loading.get(date) ?? new Map<number, Loading>()).set(serviceId, entry));
    return entry.promise;
  }

  function onPayload(payload: string) {
    const parts = payload.split(',');
    // Anything but a list of dates (an unknown format) counts as "everything".
    forget(parts.every((p) => ISO_DATE.test(p)) ? parts : '*');
  }

  function lost(c: pg.Client, err?: unknown) {
    if (c !== client) return;
    client = undefined;
    listening = false;
    forget('*');
    clearInterval(pingTimer);
    c.end().catch(() => {});
    if (stopped) return;
    log.warn(`Schedule cache: listener lost (${err instanceof Error ? err.message : 'connection ended'}); reading the database directly, reconnecting in ${delay} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, retry.max);
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const c = new pg.Client({ connectionString: opts.url, application_name: 'barbershop-schedule-listener', keepAlive: true, connectionTimeoutMillis: 5000 });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (c === client && msg.channel === SCHEDULE_CHANNEL) onPayload(msg.payload ?? '*');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${SCHEDULE_CHANNEL}`);
    } catch (err) {
      if (c === client) lost(c, err);
      else c.end().catch(() => {});
      return;
    }
    if (c !== client) {
      c.end().catch(() => {}); // stopped meanwhile
      return;
    }
    forget('*'); // whatever happened while nobody listened
    listening = true;
    delay = retry.min;
    let pinging = false;
    pingTimer = setInterval(() => {
      if (pinging) return;
      pinging = true;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('listener ping timed out')), 5000);
      });
      Promise.race([c.query('select 1'), timeout])
        .catch((err: unknown) => lost(c, err))
        .finally(() => {
          clearTimeout(timer);
          pinging = false;
        });
    }, pingMs);
    pingTimer.unref();
  }

  return {
    day,
    forget,
    onForget(listener) {
      forgetListeners.add(listener);
      return () => forgetListeners.delete(listener);
    },
    async start() {
      if (client || retryTimer) return;
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      clearInterval(pingTimer);
      listening = false;
      forget('*');
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
    status: () => ({
      listening,
      days: days.size,
      listenerPid: listening ? (client as unknown as { processID?: number } | undefined)?.processID : undefined,
    }),
  };
}
