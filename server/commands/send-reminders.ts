import type { Db } from '../db/connect';
import { addDays, daysBetween, shopDate } from '#shared/domain/shop-time';
import { REMINDER_COOLDOWN_DAYS, REMINDER_THRESHOLD_DAYS, type BulkReminderResult, type ReminderResult } from '#shared/schemas/reminder';
import { notFound } from '../errors';
import { adminClientsRepository } from '../repositories/admin-clients';
import { remindersRepository } from '../repositories/reminders';
import { pushStaffRemindersRepository } from '../repositories/push-staff-reminders';
import { lapsedClientPayload, remindClientByPush } from '../push/client-reminder';
import type { PushSender } from '../push/send';
import { auditLogRepository, type Actor } from '../repositories/audit-log';

/** The push sender, made on first use (docs/decisions/007-push.md). */
type Sender = () => Promise<PushSender>;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * `POST /api/clients/:id/send-reminder`: sends one reminder by web push to the client's devices and
 * records it with the channel and outcome; the answer says what actually happened.
 */
export async function sendReminder(db: Db, now: Date, clientId: number, actor: NonNullable<Actor>, sender: Sender): Promise<ReminderResult> {
  const today = shopDate(now);
  const client = await adminClientsRepository(db).withLastVisit(clientId, now);
  if (!client) throw notFound('Client not found');
  const payload = lapsedClientPayload(client.first_name, client.last_date ? daysBetween(client.last_date, today) : null);
  const o = await remindClientByPush(db, await sender(), clientId, payload, now);
  await db.transaction(async (trx) => {
    await remindersRepository(trx).insert({
      clientId, appointmentId: client.last_id, staffUserId: actor.id, kind: 'manual', channel: o.channel, status: o.status,
      detail: `${client.last_date ? `Last visit ${client.last_date}` : 'No visit yet'}. ${o.detail}`, createdAt: now,
    });
    const name = `${client.first_name} ${client.last_name}`.trim();
    await auditLogRepository(trx).record({
      actor, at: now, action: 'reminder.send', entity: 'client', entityId: clientId,
      summary: `Sent a reminder to ${name}: ${o.message}`, after: { channel: o.channel, status: o.status, devices: o.devices },
    });
  });
  return { channel: o.channel, status: o.status, message: o.message, devices: o.devices, ...(o.devices ? { sentTo: plural(o.devices, 'device') } : {}) };
}

/**
 * `POST /api/clients/send-bulk-reminders`: for each client last seen more than 14 days ago (shop time)
 * and not reminded in the last 7 days, a reminder is recorded (in one transaction, under a lock, so
 * two clicks never remind anyone twice), then sent by web push outside it and its outcome written.
 * `count` = clients reached.
 */
export async function sendBulkReminders(db: Db, now: Date, actor: NonNullable<Actor>, sender: Sender): Promise<BulkReminderResult> {
  const today = shopDate(now);
  const recorded = await db.transaction(async (trx) => {
    const rows = await remindersRepository(trx).recordBulk({
      visitedBefore: addDays(today, -REMINDER_THRESHOLD_DAYS),
      quietSince: new Date(now.getTime() - REMINDER_COOLDOWN_DAYS * 86_400_000),
      now,
      staffUserId: actor.id,
      channel: 'none',
      status: 'recorded',
    });
    // Who sent them and to whom; each one's outcome is on its reminders row (none due: no History row).
    if (rows.length > 0) {
      await auditLogRepository(trx).record({
        actor, at: now, action: 'reminder.bulk', entity: 'client', entityId: null,
        summary: `Sent reminders to ${plural(rows.length, 'lapsed client')}`, after: { clientIds: rows.map((r) => r.clientId) },
      });
    }
    return rows;
  });
  const repo = pushStaffRemindersRepository(db);
  const tally = { sent: 0, recorded: 0, failed: 0, devices: 0 };
  const recipients = await repo.recipients(recorded.map((r) => r.id));
  const push = recipients.length ? await sender() : undefined;
  for (const r of recipients) {
    const payload = lapsedClientPayload(r.firstName, r.lastVisit ? daysBetween(r.lastVisit, today) : null);
    const o = await remindClientByPush(db, push!, r.clientId, payload, now);
    await repo.recordOutcome(r.id, o);
    tally[o.status] += 1;
    tally.devices += o.devices;
  }
  const parts = [
    tally.sent ? `Sent to ${plural(tally.sent, 'client')} (${plural(tally.devices, 'device')})` : 'No client reached',
    tally.recorded ? `${tally.recorded} ${tally.recorded === 1 ? 'has' : 'have'} no device subscribed` : '',
    tally.failed ? `${tally.failed} could not be reached (push service error)` : '',
  ].filter(Boolean);
  const message = recipients.length === 0 ? 'No clients are due a reminder.' : `${parts.join('; ')}.`;
  return { count: tally.sent, ...tally, channel: tally.sent > 0 ? 'push' : 'none', message };
}
