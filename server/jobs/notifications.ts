import { createListener } from '../db/listener';
import { noLog } from '../logger';
import { createNotificationDelivery, type NotificationDeliveryOptions } from './notification-delivery';

/** The channel migration 012's trigger notifies on each insert into `notifications`. */
export const NOTIFICATIONS_CHANNEL = 'notifications_due';

export type NotificationJobOptions = NotificationDeliveryOptions & {
  /** The database to LISTEN on for notifications_due (a connection of its own); none: the tick only. */
  listenUrl?: string;
  /** NOTIFYs within this time are one wake-up. */
  debounceMs?: number;
  /** Reconnect delay after the listener is lost: from `min`, doubling up to `max`. */
  retryMs?: { min: number; max: number };
};

/**
 * Delivers the notifications outbox (docs/decisions/042-notifications.md#delivery). Each tick:
 * 1. claim: in a short transaction, `FOR UPDATE SKIP LOCKED` takes due rows no other process holds
 *    (and 'sending' rows whose claim went stale), decides each (decideClaim), and marks ONE to send
 *    'sending' with locked_at: a process that dies while sending leaves one message of unknown outcome,
 *    never a batch it had not begun (the rows after it stay due for the next claim);
 * 2. send, outside any transaction; then 'sent' (sent_at, provider_id), back to 'pending' with a later
 *    next_attempt_at (temporary failure), or 'failed' (permanent, or out of attempts).
 * Runs every `intervalMs`, and at once (debounced) when a row is inserted: it LISTENs on notifications_due.
 */
export function createNotificationJob(opts: NotificationJobOptions) {
  const { config } = opts;
  const debounceMs = opts.debounceMs ?? 100;
  const retry = opts.retryMs ?? { min: 250, max: 10_000 };
  const log = opts.log ?? noLog;
  const { tick, mailer, configured } = createNotificationDelivery(opts);

  // The loop: one tick at a time in this process; a wake-up during a tick runs another right after it.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let waking = false;
  let stopped = true;

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function run() {
    waking = false;
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .then((r) => {
        if (r.claimed > 0)
          log.info(
            { ...r },
            `Notifications: ${r.sent} sent, ${r.skipped} skipped, ${r.retried} to retry, ${r.failed} failed, ${r.notConfigured} not configured`,
          );
      })
      .catch((err: unknown) => log.error({ err }, 'Notification job tick failed'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(config.notify.intervalMs);
      });
  }

  /**
   * A NOTIFY (or a reconnect): tick within debounceMs, without waiting for the interval. Later NOTIFYs
   * before that tick join it (they do not push it back, so a stream of inserts cannot starve the job).
   */
  function wake() {
    if (stopped) return;
    if (running) again = true;
    else if (!waking) {
      waking = true;
      schedule(debounceMs);
    }
  }

  // The listener: its own connection, reconnected with back-off when it drops (the tick covers the gap).
  const listener = opts.listenUrl
    ? createListener({
        url: opts.listenUrl,
        channel: NOTIFICATIONS_CHANNEL,
        applicationName: 'barbershop-notifications-listener',
        name: 'Notification job',
        meanwhile: `ticking every ${config.notify.intervalMs} ms meanwhile`,
        log,
        retry,
        onNotification: wake,
        onUp: wake, // whatever was inserted while nobody listened
        onDown: () => {},
      })
    : undefined;

  return {
    tick,
    /** Listens, and ticks every intervalMs and on each NOTIFY (never two ticks at once in this process); the first soon after start. */
    async start() {
      if (!stopped) return;
      stopped = false;
      schedule(1000);
      await listener?.start();
    },
    /** No new ticks; closes the listener; waits for a tick in progress to finish (call before closing the pool). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await listener?.stop();
      await running;
      mailer?.close();
    },
    status: () => ({ listening: listener?.listening ?? false, email: configured.email, sms: configured.sms, push: configured.push }),
    /** Started and not stopped (readiness, server/routes/health.ts). */
    running: () => !stopped,
  };
}

export type NotificationJob = ReturnType<typeof createNotificationJob>;
