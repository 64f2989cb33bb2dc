import type { Db } from '../db/connect';
import type { Config } from '../config';
import { noLog, scrub, type Logger } from '../logger';
import { loadShopDetails } from '../queries/shop-details';
import { notificationsRepository, type ClaimableNotification } from '../repositories/notifications';
import { loadLinkKey } from '../notifications/links';
import { messagesHeld } from '../repositories/message-hold';
import { createMailer, fromAddress, type Mailer, type SendResult } from '../notifications/mailer';
import { renderEmail, UnrenderableMessage, type RenderContext } from '../notifications/render';
import { renderSms } from '../notifications/render-sms';
import { createSmsSender, type SmsSender } from '../notifications/sms';
import { renderLinePush } from '../notifications/render-line';
import type { PushSender } from '../push/send';
import { pushToLineEntry } from '../push/line-push';
import { backoffMs, decideClaim, MAX_ATTEMPTS } from './notification-rules';

/** What the delivery is built from: the notification job's options (server/jobs/notifications.ts) less its loop's. */
export type NotificationDeliveryOptions = {
  db: Db;
  config: Pick<Config, 'notify' | 'booking' | 'env'>;
  now: () => Date;
  /** Defaults: from config.notify (SMTP_URL; Twilio). Tests may pass their own. */
  mailer?: Mailer | null;
  sms?: SmsSender | null;
  /** Web push to a line entry's devices (channel 'push'); none: those rows are recorded as not configured. */
  push?: PushSender | null;
  /** Rows looked at per claim (skipped, failed or not configured in one go); only one of them is taken to send. */
  batchSize?: number;
  /** A 'sending' claim older than this is taken to be from a sender that died: claimed again. */
  staleMs?: number;
  log?: Logger;
};

/** What staff read on a message whose sender stopped while sending it. */
export const UNKNOWN_OUTCOME = 'The sending process stopped while handing this message over: it may or may not have arrived.';

export type TickResult = { claimed: number; sent: number; skipped: number; retried: number; failed: number; notConfigured: number };

type Claimed = ClaimableNotification & { lockedAt: Date };

/**
 * The notification job's work, without its loop (createNotificationJob in server/jobs/notifications.ts
 * runs it): the senders it was given or configured, and `tick`, one pass of claim and send.
 */
export function createNotificationDelivery(opts: NotificationDeliveryOptions) {
  const { db, now, config } = opts;
  const batchSize = opts.batchSize ?? 20;
  const staleMs = opts.staleMs ?? 5 * 60_000;
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

  return { tick, mailer, configured };
}
