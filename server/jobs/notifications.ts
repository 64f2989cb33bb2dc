import type { Db } from '../db/connect';
import { createListener } from '../db/listener';
import type { Config } from '../config';
import { noLog, scrub, type Logger } from '../logger';
import { loadShopDetails } from '../queries/shop-details';
import { notificationsRepository, type ClaimableNotification } from '../repositories/notifications';
import { loadLinkKey } from '../notifications/links';
import { messagesHeld } from '../repositories/message-hold';
import { createMailer, fromAddress, type Mailer, type SendResult } from '../notifications/mailer';
import { renderEmail, renderSms, UnrenderableMessage, type RenderContext } from '../notifications/render';
import { createSmsSender, type SmsSender } from '../notifications/sms';
import { renderLinePush } from '../notifications/render-line';
import type { PushSender } from '../push/send';
import { pushToLineEntry } from '../push/line-push';

/** The channel migration 012's trigger notifies on each insert into `notifications`. */
export const NOTIFICATIONS_CHANNEL = 'notifications_due';

/** Attempts before a message that keeps failing temporarily is given up as 'failed' (about 7 hours of back-off). */
export const MAX_ATTEMPTS = 12;

/** Wait after `attempts` failed attempts: 1, 2, 4 … minutes, at most an hour (an SMTP outage of hours loses nothing). */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const REMINDERS = new Set(['reminder-24h', 'reminder-2h']);
const HOUR = 3_600_000;

export type ClaimDecision =
  | { action: 'send' }
  | { action: 'skip'; reason: string }
  | { action: 'fail'; reason: string }
  | { action: 'not-configured'; reason: string };

/**
 * What to do with a claimed row, decided at claim time under its row lock
 * (docs/decisions/042-notifications.md#delivery): a reminder of a cancelled, started or deleted
 * appointment, and any reminder or "we miss you" to a client who turned reminders off, is skipped
 * (a confirmation or cancellation still goes); a 24-hour SMS with under 2 hours to go gives way to
 * the 2-hour one; a channel that is not configured is recorded as such; a row that used its attempts fails.
 */
export function decideClaim(
  r: ClaimableNotification,
  now: Date,
  configured: { email: boolean; sms: boolean; push?: boolean },
): ClaimDecision {
  if (REMINDERS.has(r.kind)) {
    if (r.appointmentStatus === null || r.startsAt === null) return { action: 'skip', reason: 'appointment gone' };
    if (r.appointmentStatus === 'cancelled') return { action: 'skip', reason: 'appointment cancelled' };
    if (r.startsAt.getTime() <= now.getTime()) return { action: 'skip', reason: 'appointment already started' };
    if (r.kind === 'reminder-24h' && r.channel === 'sms' && r.startsAt.getTime() - now.getTime() <= 2 * HOUR) {
      return { action: 'skip', reason: 'superseded by the 2-hour reminder' };
    }
  }
  // A line message to someone who has left, or was served, before it went: no longer true.
  if (r.kind === 'line-two-ahead' && r.lineStatus !== 'waiting') return { action: 'skip', reason: 'no longer waiting' };
  if (r.kind === 'line-up' && r.lineStatus !== 'called' && r.lineStatus !== 'in_chair')
    return { action: 'skip', reason: 'no longer called' };
  if ((REMINDERS.has(r.kind) || r.kind === 'lapsed') && r.remindersOff)
    return { action: 'skip', reason: 'reminders turned off by the client' };
  if (!configured[r.channel])
    return {
      action: 'not-configured',
      reason: r.channel === 'email' ? 'email not configured' : r.channel === 'sms' ? 'SMS not configured' : 'web push not configured',
    };
  if (r.attempts >= MAX_ATTEMPTS) return { action: 'fail', reason: `gave up after ${r.attempts} attempts` };
  return { action: 'send' };
}

export type NotificationJobOptions = {
  db: Db;
  config: Pick<Config, 'notify' | 'booking' | 'env'>;
  now: () => Date;
  /** Defaults: from config.notify (SMTP_URL; Twilio). Tests may pass their own. */
  mailer?: Mailer | null;
  sms?: SmsSender | null;
  /** Web push to a line entry's devices (channel 'push'); none: those rows are recorded as not configured. */
  push?: PushSender | null;
  /** The database to LISTEN on for notifications_due (a connection of its own); none: the tick only. */
  listenUrl?: string;
  /** Rows looked at per claim (skipped, failed or not configured in one go); only one of them is taken to send. */
  batchSize?: number;
  /** A 'sending' claim older than this is taken to be from a sender that died: claimed again. */
  staleMs?: number;
  /** NOTIFYs within this time are one wake-up. */
  debounceMs?: number;
  /** Reconnect delay after the listener is lost: from `min`, doubling up to `max`. */
  retryMs?: { min: number; max: number };
  log?: Logger;
};

/** What staff read on a message whose sender stopped while sending it. */
export const UNKNOWN_OUTCOME = 'The sending process stopped while handing this message over: it may or may not have arrived.';

export type TickResult = { claimed: number; sent: number; skipped: number; retried: number; failed: number; notConfigured: number };

type Claimed = ClaimableNotification & { lockedAt: Date };

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
  const { db, now, config } = opts;
  const batchSize = opts.batchSize ?? 20;
  const staleMs = opts.staleMs ?? 5 * 60_000;
  const debounceMs = opts.debounceMs ?? 100;
  const retry = opts.retryMs ?? { min: 250, max: 10_000 };
  const log = opts.log ?? noLog;
  const shop = () => loadShopDetails(db, config);
  const mailer =
    opts.mailer !== undefined
      ? opts.mailer
      : config.notify.smtpUrl
        ? createMailer({
            smtpUrl: config.notify.smtpUrl,
            from: async () => fromAddress(config.notify.mailFrom, (await shop()).name, config.notify.publicUrl),
          })
        : null;
  const sms = opts.sms !== undefined ? opts.sms : config.notify.twilio ? createSmsSender(config.notify.twilio) : null;
  const push = opts.push ?? null;
  const configured = { email: mailer !== null, sms: sms !== null, push: push !== null };

  async function context(): Promise<RenderContext> {
    const s = await shop();
    return {
      shop: { name: s.name, addressLines: s.addressLines, phone: s.phone, email: s.email },
      publicUrl: config.notify.publicUrl,
      linkKey: await loadLinkKey(db),
      now: now(),
    };
  }

  /** Claims: decides due rows until one is to be sent (returned); how many rows it settled or took. */
  async function claim(at: Date, result: TickResult, notConfigured: ClaimableNotification[]): Promise<{ taken: number; toSend?: Claimed }> {
    return db.transaction(async (trx) => {
      const repo = notificationsRepository(trx);
      const due = await repo.lockClaimable(at, new Date(at.getTime() - staleMs), batchSize);
      let taken = 0;
      for (const r of due) {
        taken++;
        if (r.state === 'sending') {
          // Its sender stopped after claiming it, perhaps after SMTP or Twilio took it: at most once, so
          // not sent again; staff see it may not have arrived and can contact the client.
          await repo.update(r.id, { state: 'unknown', locked_at: null, last_error: UNKNOWN_OUTCOME }, at);
          result.skipped += 1;
          continue;
        }
        const d = decideClaim(r, at, configured);
        if (d.action === 'send') {
          await repo.update(r.id, { state: 'sending', locked_at: at, attempts: r.attempts + 1 }, at);
          result.claimed += taken;
          return { taken, toSend: { ...r, attempts: r.attempts + 1, lockedAt: at } };
        } else {
          const state = d.action === 'skip' ? 'skipped' : d.action === 'fail' ? 'failed' : 'not-configured';
          await repo.update(r.id, { state, locked_at: null, last_error: d.reason }, at);
          if (d.action === 'not-configured') notConfigured.push(r);
          result[d.action === 'skip' ? 'skipped' : d.action === 'fail' ? 'failed' : 'notConfigured'] += 1;
        }
      }
      result.claimed += taken;
      return { taken };
    });
  }

  /**
   * Without SMTP (or Twilio) nothing leaves; the log shows each message's subject, recipient and links,
   * so someone trying the app locally can open them. In production (logs hold no emails, phones or
   * secrets: docs/decisions/012-logging.md) the recipient is scrubbed and the links left out.
   */
  function logNotConfigured(r: ClaimableNotification, ctx: RenderContext) {
    const production = config.env === 'production';
    try {
      const email = r.channel === 'email' ? renderEmail(r, ctx) : undefined;
      const m = email ?? renderSms(r, ctx);
      const subject = email ? email.subject : m.text;
      const to = production ? scrub(r.recipient) : r.recipient;
      const links = production
        ? ''
        : Object.entries(m.links)
            .map(([k, v]) => `\n  ${k}: ${v}`)
            .join('');
      log.info(
        { notification: r.id, kind: r.kind, channel: r.channel },
        `${r.channel === 'email' ? 'Email' : r.channel === 'sms' ? 'SMS' : 'Web push'} not configured, not sent: "${production ? scrub(subject) : subject}" to ${to}${links}`,
      );
    } catch (err) {
      log.warn({ err, notification: r.id }, `${r.channel} ${r.id} not configured and not renderable`);
    }
  }

  async function send(r: Claimed, ctx: RenderContext, result: TickResult): Promise<void> {
    let outcome: SendResult;
    try {
      if (r.channel === 'email') outcome = await mailer!.send(r.recipient, renderEmail(r, ctx));
      else if (r.channel === 'push') outcome = await pushToLineEntry(db, push!, r, renderLinePush(r, ctx), now);
      else {
        const m = renderSms(r, ctx);
        outcome = await sms!.send(r.recipient, m.text);
      }
    } catch (err) {
      // A message that cannot be written (a payload that does not parse) never will be; anything else is a surprise, retried.
      outcome = {
        ok: false,
        temporary: !(err instanceof UnrenderableMessage),
        error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
      };
    }
    const at = now();
    const repo = notificationsRepository(db);
    const patch = outcome.ok
      ? { state: 'sent', sent_at: at, provider_id: outcome.providerId, last_error: '' }
      : outcome.temporary && r.attempts < MAX_ATTEMPTS
        ? { state: 'pending', next_attempt_at: new Date(at.getTime() + backoffMs(r.attempts)), last_error: outcome.error }
        : { state: 'failed', last_error: outcome.error };
    const held = await repo.finishClaimed(r.id, r.lockedAt, patch, at);
    if (!held) log.warn(`notification ${r.id}: claim was taken over while sending (slower than ${staleMs} ms)`);
    if (!outcome.ok)
      log.warn(
        { notification: r.id, channel: r.channel },
        `notification ${r.id} (${r.kind} ${r.channel}) not sent: ${scrub(outcome.error)}`,
      );
    result[patch.state === 'pending' ? 'retried' : patch.state === 'sent' ? 'sent' : 'failed'] += 1;
  }

  /** One pass: claim and send, one message at a time, until nothing is due (at most 50 × batchSize rows). */
  async function tick(): Promise<TickResult> {
    const result: TickResult = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0, notConfigured: 0 };
    // After a restore, nothing goes to clients until the owner releases messages (notifications/hold.ts).
    if (await messagesHeld(db)) return result;
    let ctx: RenderContext | undefined;
    for (let rows = 0; rows < 50 * batchSize;) {
      const notConfigured: ClaimableNotification[] = [];
      const { taken, toSend } = await claim(now(), result, notConfigured);
      if (toSend || notConfigured.length > 0) {
        ctx ??= await context();
        for (const r of notConfigured) logNotConfigured(r, ctx);
        if (toSend) await send(toSend, ctx, result);
      }
      // Nothing more due: a claim that looked at fewer rows than it could, and took none to send.
      if (!toSend && taken < batchSize) break;
      rows += taken;
    }
    return result;
  }

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
