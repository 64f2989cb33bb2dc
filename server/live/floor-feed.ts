import type { Db } from '../db/connect';
import { createListener } from '../db/listener';
import { noLog, type Logger } from '../logger';
import { loadFloor, type FloorModel } from '../queries/floor';
import { HEARTBEAT_MS } from './sse';

/** The channel migration 025's triggers notify on (the changed table's name). */
export const FLOOR_CHANNEL = 'floor_changed';

export type FloorFeedOptions = {
  db: Db;
  /** The database to LISTEN on (a connection of its own); default: the one `db` connects to. */
  url?: string;
  now: () => Date;
  log?: Logger;
  /** NOTIFYs within this time make one rebuild. */
  debounceMs?: number;
  /** A rebuild at least this often while anyone watches (the waits and "late" move with the clock). */
  refreshMs?: number;
  /** While the listener is down: a rebuild this often instead. */
  pollMs?: number;
  /** The event streams' heartbeat comment (HEARTBEAT_MS). */
  heartbeatMs?: number;
};

export type FloorFeed = {
  /** Calls `fn` with the floor now and after every change; the returned function stops it. */
  subscribe(fn: (model: FloorModel) => void): () => void;
  /** Stops listening (subscribers get nothing more). */
  stop(): Promise<void>;
  status(): { listening: boolean; watchers: number };
  /** How often the streams fed by it send a heartbeat comment. */
  readonly heartbeatMs: number;
};

const urlOf = (db: Db) => (db.client.config.connection as { connectionString: string }).connectionString;

/**
 * One per process (docs/decisions/067-floor-data-model-and-live-channel.md#live-channel): while anyone has an
 * event stream open, a LISTEN on floor_changed (the same reconnecting listener as the schedule cache); each
 * burst of changes, from this process or any other, rebuilds the floor once and hands it to every stream.
 * The listener connects with the first watcher and closes with the last.
 */
export function createFloorFeed(opts: FloorFeedOptions): FloorFeed {
  const log = opts.log ?? noLog;
  const debounceMs = opts.debounceMs ?? 150;
  const refreshMs = opts.refreshMs ?? 30_000;
  const pollMs = opts.pollMs ?? 5_000;
  const watchers = new Set<(model: FloorModel) => void>();
  let timer: NodeJS.Timeout | undefined;
  let refresh: NodeJS.Timeout | undefined;
  let building: Promise<void> | undefined;
  let again = false;
  let listener: ReturnType<typeof createListener> | undefined;

  function schedule(ms: number) {
    if (timer || watchers.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void rebuild();
    }, ms);
    timer.unref();
  }

  async function rebuild(): Promise<void> {
    if (building) {
      again = true;
      return building;
    }
    building = (async () => {
      try {
        const model = await loadFloor(opts.db, opts.now());
        for (const w of [...watchers]) w(model);
      } catch (err) {
        log.warn({ err }, 'Floor feed: rebuilding the floor failed; trying again shortly');
        schedule(pollMs);
      } finally {
        building = undefined;
        if (again) {
          again = false;
          schedule(0);
        }
      }
    })();
    return building;
  }

  function start() {
    listener = createListener({
      url: opts.url ?? urlOf(opts.db),
      channel: FLOOR_CHANNEL,
      applicationName: 'barbershop-floor-listener',
      name: 'Floor feed',
      meanwhile: `rebuilding every ${pollMs} ms meanwhile`,
      log,
      retry: { min: 250, max: 10_000 },
      pingMs: 15_000,
      onNotification: () => schedule(debounceMs),
      onUp: () => schedule(0),
      onDown: () => {},
    });
    void listener.start();
    let last = Date.now();
    refresh = setInterval(() => {
      const every = listener?.listening ? refreshMs : pollMs;
      if (Date.now() - last >= every) {
        last = Date.now();
        schedule(0);
      }
    }, 1000);
    refresh.unref();
  }

  async function stopAll() {
    clearTimeout(timer);
    timer = undefined;
    clearInterval(refresh);
    const l = listener;
    listener = undefined;
    await l?.stop();
  }

  return {
    subscribe(fn) {
      watchers.add(fn);
      if (!listener) start();
      return () => {
        watchers.delete(fn);
        if (watchers.size === 0) void stopAll();
      };
    },
    stop: stopAll,
    status: () => ({ listening: listener?.listening ?? false, watchers: watchers.size }),
    heartbeatMs: opts.heartbeatMs ?? HEARTBEAT_MS,
  };
}
