import { performance } from 'node:perf_hooks';
import { addDays } from '#shared/domain/shop-time';
import type { ScheduleDay } from '../repositories/schedule';
import { noLog, type Logger } from '../logger';
import { createListener } from '../db/listener';

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
    if (!listener.listening) return load();
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
        if (!entry.stale && listener.listening && value.service) keep(date, serviceId, value);
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

  const listener = createListener({
    url: opts.url,
    channel: SCHEDULE_CHANNEL,
    applicationName: 'barbershop-schedule-listener',
    name: 'Schedule cache',
    meanwhile: 'reading the database directly',
    log,
    retry,
    pingMs,
    onNotification: (payload) => onPayload(payload || '*'),
    onUp: () => forget('*'), // whatever happened while nobody listened
    onDown: () => forget('*'),
  });

  return {
    day,
    forget,
    onForget(listener) {
      forgetListeners.add(listener);
      return () => forgetListeners.delete(listener);
    },
    start: () => listener.start(),
    async stop() {
      await listener.stop();
      forget('*');
    },
    status: () => ({ listening: listener.listening, days: days.size, listenerPid: listener.pid }),
  };
}
