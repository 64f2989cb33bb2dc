import pg from 'pg';
import type { Logger } from '../logger';

export type ListenerOptions = {
  url: string;
  channel: string;
  /** Shown in pg_stat_activity. */
  applicationName: string;
  /** Its owner in the log ("Schedule cache"), and what the owner does while it is down ("reading the database directly"). */
  name: string;
  meanwhile: string;
  log: Logger;
  /** Reconnect back-off: doubles from min to max, back to min once listening. */
  retry: { min: number; max: number };
  onNotification(payload: string): void;
  /** Connected and listening again: catch up on whatever happened while nobody listened. */
  onUp(): void;
  /** The connection is gone (an error, its end, a ping that failed); a reconnect follows unless stopped. */
  onDown(): void;
  /** A `select 1` every pingMs (failing after 5 s) finds a connection that died without a word. */
  pingMs?: number;
};

/**
 * A PostgreSQL LISTEN on its own connection, reconnected with back-off when it drops: the schedule
 * cache (docs/decisions/003-availability-cache.md) and the notification job (042-notifications.md)
 * each keep one. Its owner decides what being up or down means for it.
 */
export function createListener(o: ListenerOptions) {
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let delay = o.retry.min;
  let listening = false;
  let stopped = true;

  function lost(c: pg.Client, err?: unknown) {
    if (c !== client) return;
    client = undefined;
    listening = false;
    clearInterval(pingTimer);
    c.end().catch(() => {});
    o.onDown();
    if (stopped) return;
    o.log.warn(
      `${o.name}: listener lost (${err instanceof Error ? err.message : 'connection ended'}); ${o.meanwhile}, reconnecting in ${delay} ms`,
    );
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, o.retry.max);
  }

  function ping(c: pg.Client, everyMs: number) {
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
    }, everyMs);
    pingTimer.unref();
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: o.url,
      application_name: o.applicationName,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (c === client && msg.channel === o.channel) o.onNotification(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${o.channel}`);
    } catch (err) {
      if (c === client) lost(c, err);
      else c.end().catch(() => {});
      return;
    }
    if (c !== client) {
      c.end().catch(() => {}); // stopped meanwhile
      return;
    }
    o.onUp();
    listening = true;
    delay = o.retry.min;
    if (o.pingMs) ping(c, o.pingMs);
  }

  return {
    /** Connects (resolves after the first attempt; on failure it keeps retrying). */
    async start() {
      if (client || retryTimer) return;
      stopped = false;
      await connect();
    },
    /** Closes the connection and stops reconnecting. */
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      clearInterval(pingTimer);
      listening = false;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
    get listening() {
      return listening;
    },
    /** The listening connection's server process id (tests end it to cut the listener). */
    get pid(): number | undefined {
      return listening ? (client as unknown as { processID?: number } | undefined)?.processID : undefined;
    },
  };
}
