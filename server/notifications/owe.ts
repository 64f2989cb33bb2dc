import type { Db } from '../db/connect';
import type {
  AppointmentMessage,
  ContactReplyMessage,
  LapsedMessage,
  NotificationChannel,
  OrderReadyMessage,
} from '#shared/schemas/notifications';
import { notificationsRepository, type NewNotification } from '../repositories/notifications';
import { manageToken, tokenHash } from './links';
import { toE164 } from './phone';

const HOUR = 3_600_000;

/** Which reminder goes by which channel, and how long before the start (the table; push has its own job). */
export const APPOINTMENT_REMINDERS = [
  { kind: 'reminder-24h', leadHours: 24, channels: ['email', 'sms'] },
  { kind: 'reminder-2h', leadHours: 2, channels: ['sms'] },
] as const;

export type OweOptions = {
  now: Date;
  /** SMS is configured (Twilio): SMS rows are owed too. */
  sms: boolean;
  /** loadLinkKey(db), read before the transaction. */
  linkKey: Buffer;
  /** For 'change': where it was before. */
  before?: AppointmentMessage['before'];
};

/**
 * Writes, in the caller's transaction, every message an appointment's booking, change or cancellation
 * owes (docs/decisions/042-notifications.md): to its client's email and, when SMS is configured, phone.
 * A confirmation or change also (re)writes the reminders before the start (not if the client turned
 * them off, nor one whose moment has passed); a cancellation skips those still pending. The appointment
 * gets its manage link (only the token's hash is stored); a change or cancellation raises its
 * iCalendar SEQUENCE. Answers the channels a message was owed on.
 */
export async function oweAppointmentMessages(
  trx: Db,
  kind: 'confirmation' | 'change' | 'cancellation',
  appointmentId: number,
  opts: OweOptions,
): Promise<NotificationChannel[]> {
  const repo = notificationsRepository(trx);
  const a = await repo.appointmentForMessage(appointmentId);
  if (!a) return [];
  if (!a.hasToken) await repo.setManageTokenHash(a.id, tokenHash(manageToken(opts.linkKey, a.id)));
  const sequence = kind === 'confirmation' ? a.sequence : await repo.bumpSequence(a.id);
  const payload: AppointmentMessage = {
    appointmentId: a.id,
    clientFirstName: a.clientFirstName,
    serviceName: a.serviceName,
    barberName: a.barberName,
    date: a.date,
    time: a.time,
    startsAt: a.startsAt.toISOString(),
    endsAt: new Date(a.startsAt.getTime() + a.durationMin * 60_000).toISOString(),
    priceCents: a.priceCents,
    sequence,
    ...(opts.before ? { before: opts.before } : {}),
  };
  const to: Partial<Record<NotificationChannel, string>> = {};
  if (a.clientEmail) to.email = a.clientEmail;
  const phone = opts.sms ? toE164(a.clientPhone) : null;
  if (phone) to.sms = phone;
  const row = (k: NewNotification['kind'], channel: NotificationChannel, dueAt: Date): NewNotification => ({
    clientId: a.clientId,
    appointmentId: a.id,
    kind: k,
    channel,
    recipient: to[channel]!,
    payload,
    dueAt,
  });

  const owed = Object.keys(to) as NotificationChannel[];
  await repo.insert(
    owed.map((c) => row(kind, c, opts.now)),
    opts.now,
  );

  if (kind === 'cancellation') {
    await repo.skipReminders(a.id, 'appointment cancelled', opts.now);
  } else {
    const reminders: NewNotification[] = [];
    const tooLate: string[] = [];
    for (const r of APPOINTMENT_REMINDERS) {
      const dueAt = new Date(a.startsAt.getTime() - r.leadHours * HOUR);
      if (dueAt.getTime() <= opts.now.getTime() || a.remindersOff) tooLate.push(r.kind);
      else for (const c of r.channels) if (to[c]) reminders.push(row(r.kind, c, dueAt));
    }
    await repo.upsertReminders(reminders, opts.now);
    if (tooLate.length)
      await repo.skipReminders(a.id, a.remindersOff ? 'reminders turned off by the client' : 'too close to the start', opts.now, tooLate);
  }
  return owed;
}

/**
 * The staff "we miss you" reminder, owed in the caller's transaction to the client's email and (SMS
 * configured) phone, unless the client turned reminders off. Answers the channels owed.
 */
export async function oweLapsedMessages(
  trx: Db,
  client: { id: number; firstName: string; email: string | null; phone: string; remindersOff: boolean },
  opts: { now: Date; sms: boolean; staffUserId: number | null; daysSinceLastVisit: number | null },
): Promise<NotificationChannel[]> {
  if (client.remindersOff) return [];
  const payload: LapsedMessage = { clientFirstName: client.firstName, daysSinceLastVisit: opts.daysSinceLastVisit };
  const phone = opts.sms ? toE164(client.phone) : null;
  const rows: NewNotification[] = [];
  if (client.email)
    rows.push({
      clientId: client.id,
      appointmentId: null,
      kind: 'lapsed',
      channel: 'email',
      recipient: client.email,
      payload,
      dueAt: opts.now,
      staffUserId: opts.staffUserId,
    });
  if (phone)
    rows.push({
      clientId: client.id,
      appointmentId: null,
      kind: 'lapsed',
      channel: 'sms',
      recipient: phone,
      payload,
      dueAt: opts.now,
      staffUserId: opts.staffUserId,
    });
  await notificationsRepository(trx).insert(rows, opts.now);
  return rows.map((r) => r.channel);
}

/**
 * "Your order is ready for pickup", owed in the caller's transaction to the buyer's email and (SMS
 * configured, a phone that parses) phone. Answers the channels owed.
 */
export async function oweOrderReady(
  trx: Db,
  buyer: { clientId: number | null; email: string; phone: string | null },
  payload: OrderReadyMessage,
  opts: { now: Date; sms: boolean; staffUserId: number | null },
): Promise<NotificationChannel[]> {
  const phone = opts.sms && buyer.phone ? toE164(buyer.phone) : null;
  const base = {
    clientId: buyer.clientId,
    appointmentId: null,
    kind: 'order-ready' as const,
    payload,
    dueAt: opts.now,
    staffUserId: opts.staffUserId,
  };
  const rows: NewNotification[] = [{ ...base, channel: 'email', recipient: buyer.email }];
  if (phone) rows.push({ ...base, channel: 'sms', recipient: phone });
  await notificationsRepository(trx).insert(rows, opts.now);
  return rows.map((r) => r.channel);
}

/**
 * Staff's email answer to a Contact message, owed in the caller's transaction. Answers the outbox row's
 * id, so the thread can show whether it went (sent, retrying, failed, or 'not-configured' without SMTP).
 */
export async function oweContactReply(
  trx: Db,
  to: { clientId: number | null; email: string },
  payload: ContactReplyMessage,
  opts: { now: Date; staffUserId: number | null },
): Promise<number> {
  const [id] = await notificationsRepository(trx).insert(
    [
      {
        clientId: to.clientId,
        appointmentId: null,
        kind: 'contact-reply',
        channel: 'email',
        recipient: to.email,
        payload,
        dueAt: opts.now,
        staffUserId: opts.staffUserId,
      },
    ],
    opts.now,
  );
  return id!;
}
