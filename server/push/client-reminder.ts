import type { Lang } from '#shared/i18n/lang';
import type { PushPayload } from '#shared/schemas/push';
import { nt } from '../notifications/i18n';
import type { PushReminderChannel, ReminderStatus } from '#shared/schemas/reminder';
import type { Db } from '../db/connect';
import { deliverToClient } from './deliver';
import type { PushSender } from './send';

/** What one staff reminder to one client did: stored with the reminder and answered to the dashboard. */
export type ClientReminderOutcome = {
  channel: PushReminderChannel;
  status: ReminderStatus;
  devices: number;
  message: string;
  detail: string;
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The message a lapsed client gets, in their language: names them, says how long it has been, and opens the booking page. */
export function lapsedClientPayload(firstName: string, daysSinceVisit: number | null, lang: Lang = 'en'): PushPayload {
  const since = daysSinceVisit === null ? nt(lang, 'push.lapsed.loveToSee') : nt(lang, 'push.lapsed.since', { days: daysSinceVisit });
  return {
    title: nt(lang, 'push.lapsed.title'),
    body: nt(lang, 'push.lapsed.body', { name: firstName, since }),
    url: '/book',
    tag: 'lapsed-client-reminder',
  };
}

/**
 * Sends a staff reminder by web push to every device bound to the client by proof (a device that only
 * subscribed from a booking's success screen gets that booking's reminders, not these; 404/410 ones are deleted) and
 * says what happened: sent to N devices; no device subscribed (recorded only, channel 'none'); or
 * failed (every device failed for another reason; staff may try again later).
 */
export async function remindClientByPush(
  db: Db,
  sender: PushSender,
  clientId: number,
  payload: PushPayload,
  now: Date,
): Promise<ClientReminderOutcome> {
  const d = await deliverToClient(db, sender, { clientId }, payload, { ttlSeconds: 3 * 86_400, topic: 'lapsed' }, now);
  if (d.sent > 0) {
    const message = `Sent to ${plural(d.sent, 'device')}`;
    return {
      channel: 'push',
      status: 'sent',
      devices: d.sent,
      message,
      detail: d.failed ? `${message}; ${d.failed} failed: ${d.errors.join('; ')}` : message,
    };
  }
  if (d.failed === 0) {
    const expired = d.gone > 0 ? ` (${plural(d.gone, 'subscription')} had expired and ${d.gone === 1 ? 'was' : 'were'} removed)` : '';
    return { channel: 'none', status: 'recorded', devices: 0, message: 'No device subscribed', detail: `No device subscribed${expired}` };
  }
  return {
    channel: 'push',
    status: 'failed',
    devices: 0,
    message: `The push service did not accept the reminder for ${plural(d.failed, 'device')}. Please try again later.`,
    detail: d.errors.join('; ').slice(0, 500),
  };
}
