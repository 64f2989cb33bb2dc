import type { Db } from '../db/connect';
import { daysBetween, shopDate } from '#shared/domain/shop-time';
import {
  EMAIL_NOT_CONFIGURED_MESSAGE,
  NO_CHANNEL_MESSAGE,
  REMINDERS_OFF_MESSAGE,
  channelList,
  reminderNotNeeded,
  reminderTooSoon,
  type BulkReminderPreview,
  type BulkReminderResult,
  type ReminderChannel,
  type ReminderResult,
  type ReminderStatus,
  type UsedChannel,
} from '#shared/schemas/reminder';
import type { NotificationChannel } from '#shared/schemas/notifications';
import { conflict, notFound } from '../errors';
import { adminClientsRepository } from '../repositories/admin-clients';
import { remindersRepository } from '../repositories/reminders';
import { pushStaffRemindersRepository } from '../repositories/push-staff-reminders';
import { lapsedClientPayload, remindClientByPush, type ClientReminderOutcome } from '../push/client-reminder';
import type { PushSender } from '../push/send';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { oweLapsedMessages } from '../notifications/owe';

/** The push sender, made on first use (docs/decisions/007-push.md). */
type Sender = () => Promise<PushSender>;

/** What staff reminders need to know of the notification settings: SMS configured, email configured. */
export type ReminderChannels = { sms: boolean; email: boolean };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * One client's reminder, all channels together: the email and SMS owed (an email counts as used only
 * when email is configured; otherwise it is recorded, and the job marks it "not configured") and what
 * the push did.
 */
function outcome(owed: NotificationChannel[], push: ClientReminderOutcome, emailConfigured: boolean) {
  const channels: UsedChannel[] = [];
  if (owed.includes('email') && emailConfigured) channels.push('email');
  if (owed.includes('sms')) channels.push('sms');
  if (push.status === 'sent') channels.push('push');
  const emailRecorded = owed.includes('email') && !emailConfigured;
  const status: ReminderStatus = channels.length ? 'sent' : push.status === 'failed' ? 'failed' : 'recorded';
  return { channels, emailRecorded, status };
}

/** The answer's `channel`: the first one used; 'push' for a push that failed; else 'none'. */
const channelOf = (o: ReturnType<typeof outcome>): ReminderChannel => o.channels[0] ?? (o.status === 'failed' ? 'push' : 'none');

/** The words for one reminder (docs/decisions/042-notifications.md#which-change-owes-which-message). */
function oneMessage(o: ReturnType<typeof outcome>, push: ClientReminderOutcome, remindersOff: boolean): string {
  if (o.status === 'sent') {
    const devices = o.channels.includes('push') ? ` (${plural(push.devices, 'device')})` : '';
    const notes = [
      o.emailRecorded ? 'The email was recorded but not sent: email is not configured.' : '',
      push.status === 'failed' ? 'The push service did not accept it.' : '',
    ].filter(Boolean);
    return [`Reminder sent by ${channelList(o.channels)}${devices}.`, ...notes].join(' ');
  }
  if (o.status === 'failed') return push.message;
  return o.emailRecorded ? EMAIL_NOT_CONFIGURED_MESSAGE : remindersOff ? REMINDERS_OFF_MESSAGE : NO_CHANNEL_MESSAGE;
}

/** The detail kept on the reminders row: what push did, and what was owed by email and SMS. */
const owedDetail = (owed: NotificationChannel[]) => (owed.length ? `. Owed by ${channelList(owed)}` : '');

/**
 * `POST /api/clients/:id/send-reminder`: one "we miss you" reminder (docs/decisions/056-lapsed-reminders-and-ratings.md).
 * Refused (409) to a client with an upcoming appointment, or reminded in the last `everyDays` days (the
 * owner's setting). Under the reminders' lock (two taps at once remind once), it is recorded and its
 * email and SMS owed (docs/decisions/042-notifications.md); then sent by web push to the client's
 * devices, and the push's outcome and the History row written. The answer names the channels used.
 */
export async function sendReminder(
  db: Db,
  now: Date,
  clientId: number,
  actor: NonNullable<Actor>,
  sender: Sender,
  notify: ReminderChannels,
  everyDays: number,
): Promise<ReminderResult> {
  const today = shopDate(now);
  const claimed = await db.transaction(async (trx) => {
    await remindersRepository(trx).lock();
    const client = await adminClientsRepository(trx).withLastVisit(clientId, now, everyDays);
    if (!client) throw notFound('Client not found');
    if (client.next_date) throw conflict(reminderNotNeeded(client.next_date), undefined, { upcomingDate: client.next_date });
    if (client.reminded_recently && client.last_reminder_at) {
      const at = new Date(client.last_reminder_at);
      throw conflict(reminderTooSoon(shopDate(at), everyDays), undefined, { remindedAt: at.toISOString(), everyDays });
    }
    const days = client.last_date ? daysBetween(client.last_date, today) : null;
    const owed = await oweLapsedMessages(
      trx,
      {
        id: client.id,
        firstName: client.first_name,
        email: client.email,
        phone: client.phone,
        remindersOff: client.reminders_off_at !== null,
      },
      { now, sms: notify.sms, staffUserId: actor.id, daysSinceLastVisit: days },
    );
    const id = await remindersRepository(trx).insert({
      clientId,
      appointmentId: client.last_id,
      staffUserId: actor.id,
      kind: 'manual',
      channel: 'none',
      status: 'recorded',
      detail: client.last_date ? `Last visit ${client.last_date}` : 'No visit yet',
      createdAt: now,
    });
    return { id, client, days, owed };
  });
  const { client, days, owed } = claimed;
  const push = await remindClientByPush(db, await sender(), clientId, lapsedClientPayload(client.first_name, days, client.lang), now);
  const remindersOff = client.reminders_off_at !== null;
  const o = outcome(owed, push, notify.email);
  await db.transaction(async (trx) => {
    await pushStaffRemindersRepository(trx).recordOutcome(claimed.id, { ...push, detail: `${push.detail}${owedDetail(owed)}` });
    const name = `${client.first_name} ${client.last_name}`.trim();
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'reminder.send',
      entity: 'client',
      entityId: clientId,
      summary: `Sent a reminder to ${name}: ${oneMessage(o, push, remindersOff)}`,
      after: { channel: channelOf(o), channels: o.channels, owed, push: push.channel, status: o.status, devices: push.devices },
    });
  });
  return {
    channel: channelOf(o),
    channels: o.channels,
    status: o.status,
    message: oneMessage(o, push, remindersOff),
    devices: push.devices,
    ...(push.devices ? { sentTo: plural(push.devices, 'device') } : {}),
  };
}

/** `GET /api/clients/reminders-due`: how many clients the bulk reminders would remind now (the same rule). */
export async function countDueReminders(db: Db, now: Date, everyDays: number): Promise<BulkReminderPreview> {
  return { count: await remindersRepository(db).countDue(now, everyDays) };
}

/**
 * `POST /api/clients/send-bulk-reminders`: for each client last seen more than 14 days ago (shop time),
 * with no upcoming appointment and not reminded in the last `everyDays` days, a reminder is recorded and its email and SMS owed (in one
 * transaction, under a lock, so two clicks never remind anyone twice), then sent by web push outside it
 * and the push's outcome written. `count` = clients reached by at least one channel.
 */
export async function sendBulkReminders(
  db: Db,
  now: Date,
  actor: NonNullable<Actor>,
  sender: Sender,
  notify: ReminderChannels,
  everyDays: number,
): Promise<BulkReminderResult> {
  const today = shopDate(now);
  const daysSince = (lastVisit: string | null) => (lastVisit ? daysBetween(lastVisit, today) : null);
  const recorded = await db.transaction(async (trx) => {
    const rows = await remindersRepository(trx).recordBulk({
      now,
      everyDays,
      staffUserId: actor.id,
      channel: 'none',
      status: 'recorded',
    });
    const recipients = await pushStaffRemindersRepository(trx).recipients(rows.map((r) => r.id));
    const owed = new Map<number, NotificationChannel[]>();
    for (const r of recipients) {
      owed.set(
        r.id,
        await oweLapsedMessages(
          trx,
          {
            id: r.clientId,
            firstName: r.firstName,
            email: r.email,
            phone: r.phone,
            remindersOff: r.remindersOff,
          },
          { now, sms: notify.sms, staffUserId: actor.id, daysSinceLastVisit: daysSince(r.lastVisit) },
        ),
      );
    }
    // Who sent them and to whom; each one's outcome is on its reminders row (none due: no History row).
    if (rows.length > 0) {
      await auditLogRepository(trx).record({
        actor,
        at: now,
        action: 'reminder.bulk',
        entity: 'client',
        entityId: null,
        summary: `Sent reminders to ${plural(rows.length, 'lapsed client')}`,
        after: { clientIds: rows.map((r) => r.clientId) },
      });
    }
    return recipients.map((r) => ({ ...r, owed: owed.get(r.id)! }));
  });
  const repo = pushStaffRemindersRepository(db);
  const tally = { sent: 0, recorded: 0, failed: 0, devices: 0 };
  const byChannel = { email: 0, sms: 0, push: 0 };
  let emailRecorded = 0; // emails owed while email is not configured
  let bare = 0; // clients with nothing at all to send it by
  const push = recorded.length ? await sender() : undefined;
  for (const r of recorded) {
    const p = await remindClientByPush(db, push!, r.clientId, lapsedClientPayload(r.firstName, daysSince(r.lastVisit), r.lang), now);
    await repo.recordOutcome(r.id, { ...p, detail: `${p.detail}${owedDetail(r.owed)}` });
    const o = outcome(r.owed, p, notify.email);
    tally[o.status] += 1;
    tally.devices += p.devices;
    for (const c of o.channels) byChannel[c] += 1;
    if (o.emailRecorded) emailRecorded += 1;
    else if (o.status === 'recorded') bare += 1;
  }
  const channels = (['email', 'sms', 'push'] as const).filter((c) => byChannel[c] > 0);
  const how = channels
    .map((c) => `${byChannel[c]} by ${channelList([c])}${c === 'push' ? ` (${plural(tally.devices, 'device')})` : ''}`)
    .join(', ');
  const parts = [
    tally.sent ? `Sent to ${plural(tally.sent, 'client')}: ${how}` : 'No client reached',
    bare ? `${bare} ${bare === 1 ? 'has' : 'have'} nothing to send it by` : '',
    tally.failed ? `${tally.failed} could not be reached (push service error)` : '',
    emailRecorded ? `${plural(emailRecorded, 'email')} recorded but not sent (email is not configured)` : '',
  ].filter(Boolean);
  const message = recorded.length === 0 ? 'No clients are due a reminder.' : `${parts.join('; ')}.`;
  return { count: tally.sent, ...tally, channel: channels[0] ?? 'none', channels, byChannel, message };
}
