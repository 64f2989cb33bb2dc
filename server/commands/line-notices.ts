import type { Db } from '../db/connect';
import type { NewNotification } from '../repositories/notifications';
import { notificationsRepository } from '../repositories/notifications';
import { lineEntriesRepository } from '../repositories/line-entries';
import { floorRepository } from '../repositories/floor';
import { linePushSubscriptionsRepository } from '../repositories/line-push-subscriptions';
import { loadFloor } from '../queries/floor';

/** The "two ahead" notice goes when this many or fewer are ahead (and the entry is still waiting). */
export const TWO_AHEAD = 2;

/** A push row's recipient: every device of the entry (the job reads them when it sends). */
export const linePushRecipient = (lineEntryId: number) => `line-entry:${lineEntryId}`;

/**
 * After any change to the floor, in its transaction: the line's messages now owed
 * (docs/decisions/067-floor-data-model-and-live-channel.md#notifications). "Two ahead" when a waiting entry has
 * two or fewer ahead of it; "your turn" when it is called or sits down. Each once: the entry's notified_*
 * column is set in the same transaction, and notifications_line_once refuses a second row. By SMS to a
 * phone, by email to an email, and by web push to the devices the client allowed from their page (one row
 * for all of them: docs/decisions/071-line-push-and-floor-first.md), in the entry's language (its payload says it).
 */
export async function oweLineNotices(trx: Db, now: Date): Promise<void> {
  const live = await floorRepository(trx).liveNoticeState();
  if (!live.some((e) => (e.status === 'waiting' && !e.twoAhead && !e.up) || (e.status !== 'waiting' && !e.up))) return;
  const model = await loadFloor(trx, now);
  const repo = lineEntriesRepository(trx);
  const rows: NewNotification[] = [];
  const devices = await linePushSubscriptionsRepository(trx).entriesWithDevices(live.map((e) => e.id));
  for (const e of live) {
    const view = model.entries.get(e.id);
    let kind: 'line-two-ahead' | 'line-up' | undefined;
    if (e.status !== 'waiting' && !e.up) {
      if (await repo.markNotified(e.id, 'notified_up_at', now)) kind = 'line-up';
    } else if (e.status === 'waiting' && !e.twoAhead && !e.up && view && view.position > 0 && view.ahead <= TWO_AHEAD) {
      if (await repo.markNotified(e.id, 'notified_two_ahead_at', now)) kind = 'line-two-ahead';
    }
    if (!kind) continue;
    const payload = { firstName: e.firstName, token: e.token, lang: e.lang, ahead: view?.ahead ?? 0, estimate: view?.estimate ?? null };
    if (e.phone)
      rows.push({ clientId: null, appointmentId: null, lineEntryId: e.id, kind, channel: 'sms', recipient: e.phone, payload, dueAt: now });
    if (e.email)
      rows.push({
        clientId: null,
        appointmentId: null,
        lineEntryId: e.id,
        kind,
        channel: 'email',
        recipient: e.email,
        payload,
        dueAt: now,
      });
    if (devices.has(e.id))
      rows.push({
        clientId: null,
        appointmentId: null,
        lineEntryId: e.id,
        kind,
        channel: 'push',
        recipient: linePushRecipient(e.id),
        payload,
        dueAt: now,
      });
  }
  await notificationsRepository(trx).insert(rows, now);
}
