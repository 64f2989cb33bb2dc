import type { Db } from '../db/connect';
import type { PushPayload } from '#shared/schemas/push';
import type { SendResult } from '../notifications/mailer';
import type { ClaimableNotification } from '../repositories/notifications';
import { linePushSubscriptionsRepository } from '../repositories/line-push-subscriptions';
import type { PushSender } from './send';

/** A line message is worth nothing after an hour: the push service drops it then. */
const LINE_PUSH_TTL_SECONDS = 60 * 60;

/**
 * Sends one outbox row of channel 'push' to every device of its line entry
 * (docs/decisions/071-line-push-and-floor-first.md), outside any transaction. Sent when at least one
 * device took it; 404/410 deletes that device; with no device left it fails for good; otherwise a
 * network error, 429 or 5xx is retried by the job's back-off (the row, not each device, is the unit).
 */
export async function pushToLineEntry(
  db: Db,
  sender: PushSender,
  r: Pick<ClaimableNotification, 'lineEntryId'>,
  payload: PushPayload,
  now: () => Date,
): Promise<SendResult> {
  const repo = linePushSubscriptionsRepository(db);
  const devices = r.lineEntryId ? await repo.listForEntry(r.lineEntryId) : [];
  if (devices.length === 0) return { ok: false, temporary: false, error: 'no device of this line entry to send to' };
  let sent = 0;
  let retryable = false;
  const errors: string[] = [];
  for (const d of devices) {
    const res = await sender.send(d, payload, { ttlSeconds: LINE_PUSH_TTL_SECONDS, urgency: 'high' });
    if (res.ok) {
      sent += 1;
      await repo.markDelivered(d.id, now());
    } else {
      if (res.gone) await repo.deleteById(d.id);
      retryable ||= res.retryable;
      errors.push(res.error);
    }
  }
  if (sent > 0) return { ok: true, providerId: `push: ${sent} of ${devices.length} devices` };
  return { ok: false, temporary: retryable, error: errors.join('; ').slice(0, 500) };
}
