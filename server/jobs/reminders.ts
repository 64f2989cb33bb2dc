import type { Db } from '../db/connect';
import { deliverToClient } from '../push/deliver';
import { messagesHeld } from '../repositories/message-hold';
import { appointmentReminderPayload } from '../push/reminder-payload';
import type { PushSender } from '../push/send';
import { pushRemindersRepository, type DueReminder } from '../repositories/push-reminders';
import { decideClaim, outcomeOf } from './reminder-rules';
import { noLog, type Logger } from '../logger';

export type ReminderJobOptions = {
  db: Db;
  /** Made on first use (the VAPID keys may have to be read or generated first). */
  sender: () => Promise<PushSender>;
  now: () => Date;
  intervalMs?: number;
  /** Reminders claimed per transaction. */
  batchSize?: number;
  /** A 'sending' claim older than this is taken to be from a sender that died: claimed again. */
  staleMs?: number;
  log?: Logger;
};

export type TickResult = { enqueued: number; claimed: number; sent: number; skipped: number; retried: number; failed: number };

type Claimed = DueReminder & { lockedAt: Date };

/**
 * Sends the reminders due before appointments (docs/decisions/007-push.md). Each tick:
 * 1. enqueue: adds the missing 24 h / 2 h rows of live future appointments (ON CONFLICT DO NOTHING);
 * 2. claim: in a short transaction, `FOR UPDATE SKIP LOCKED` takes due rows no other process holds,
 *    skips those of cancelled or started appointments, and marks the rest 'sending' with locked_at;
 * 3. send, outside any transaction, to the client's devices; then 'sent', 'skipped', back to
 *    'pending' with a later next_attempt_at (retry with backoff), or 'failed'.
 * A process that dies mid-send leaves 'sending' rows; once stale they are claimed again (retried, not lost).
 */
export function createReminderJob(opts: ReminderJobOptions) {
  const { db, now } = opts;
  const batchSize = opts.batchSize ?? 20;
  const staleMs = opts.staleMs ?? 5 * 60_000;
  const log = opts.log ?? noLog;

  async function claim(at: Date, result: TickResult): Promise<Claimed[]> {
    return db.transaction(async (trx) => {
      const repo = pushRemindersRepository(trx);
      const due = await repo.lockClaimable(at, new Date(at.getTime() - staleMs), batchSize);
      const claimed: Claimed[] = [];
      for (const r of due) {
        const d = decideClaim(r, at);
        if (d.action === 'send') {
          await repo.update(r.id, { state: 'sending', locked_at: at, attempts: r.attempts + 1 }, at);
          claimed.push({ ...r, attempts: r.attempts + 1, lockedAt: at });
        } else if (d.action === 'reschedule') {
          await repo.update(r.id, { state: 'pending', locked_at: null, due_at: d.dueAt, next_attempt_at: d.dueAt }, at);
        } else {
          result[d.action === 'skip' ? 'skipped' : 'failed'] += 1;
          await repo.update(r.id, { state: d.action === 'skip' ? 'skipped' : 'failed', locked_at: null, last_error: d.reason }, at);
        }
      }
      result.claimed += due.length;
      return claimed;
    });
  }

  async function send(sender: PushSender, r: Claimed, result: TickResult): Promise<void> {
    const at = now();
    const payload = appointmentReminderPayload(r, at);
    const ttlSeconds = Math.max(60, (r.startsAt.getTime() - at.getTime()) / 1000);
    const delivery = await deliverToClient(
      db,
      sender,
      { clientId: r.clientId, appointmentId: r.appointmentId },
      payload,
      { ttlSeconds, topic: `appt${r.appointmentId}`, urgency: r.kind === '2h' ? 'high' : 'normal' },
      at,
    );
    const o = outcomeOf(delivery, r.attempts, at);
    const repo = pushRemindersRepository(db);
    const patch =
      o.state === 'sent'
        ? { state: o.state, sent_count: o.sentCount, last_error: o.note }
        : o.state === 'pending'
          ? { state: o.state, next_attempt_at: o.retryAt, last_error: o.note }
          : { state: o.state, last_error: o.note };
    const held = await repo.finishClaimed(r.id, r.lockedAt, patch, at);
    if (!held) log.warn(`reminder ${r.id}: claim was taken over while sending (slower than ${staleMs} ms)`);
    result[o.state === 'pending' ? 'retried' : o.state] += 1;
  }

  /** One pass: enqueue, then claim and send batches until nothing is due (at most 50 batches). */
  async function tick(): Promise<TickResult> {
    const result: TickResult = { enqueued: 0, claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
    // After a restore, nothing goes to clients until the owner releases messages (notifications/hold.ts).
    if (await messagesHeld(db)) return result;
    result.enqueued = await pushRemindersRepository(db).enqueue(now());
    let sender: PushSender | undefined;
    for (let batch = 0; batch < 50; batch++) {
      const claimed = await claim(now(), result);
      if (claimed.length > 0) {
        sender ??= await opts.sender();
        for (const r of claimed) await send(sender!, r, result);
      }
      if (result.claimed < (batch + 1) * batchSize) break;
    }
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(ms: number) {
    timer = setTimeout(() => {
      running = tick()
        .then((r) => {
          if (r.claimed > 0)
            log.info(
              { sent: r.sent, skipped: r.skipped, retried: r.retried, failed: r.failed },
              `Reminders: ${r.sent} sent, ${r.skipped} skipped, ${r.retried} to retry, ${r.failed} failed`,
            );
        })
        .catch((err: unknown) => log.error({ err }, 'Reminder job tick failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(opts.intervalMs ?? 30_000);
        });
    }, ms);
    timer.unref();
  }

  return {
    tick,
    /** Ticks every intervalMs (never two at once in this process); the first soon after start. */
    start() {
      stopped = false;
      schedule(1000);
    },
    /** No new ticks; waits for a tick in progress to finish (call before closing the pool). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Started and not stopped (readiness, server/routes/health.ts). */
    running: () => !stopped,
  };
}

export type ReminderJob = ReturnType<typeof createReminderJob>;
