import { z } from 'zod';

/** Clients are due a reminder when their last visit is more than this many days ago (docs/product.md#reminders). */
export const REMINDER_THRESHOLD_DAYS = 14;
/** A client gets at most one lapsed-client reminder this many days, until the owner sets otherwise (`PUT /api/shop`, `reminders.everyDays`). */
export const REMINDER_COOLDOWN_DAYS = 7;

/** The client has no email, no phone for SMS and no device subscribed to push: the reminder is recorded (channel 'none'), nothing is sent. */
export const NO_CHANNEL_MESSAGE = 'No email, SMS or device to send it to: the reminder was recorded, but nothing was sent.';
/** Only an email was owed, and email is not configured (no SMTP_URL): recorded, not sent. */
export const EMAIL_NOT_CONFIGURED_MESSAGE =
  'Email is not configured, and there is no SMS or device to send it to: the reminder was recorded, but nothing was sent.';

/** The client turned reminders off (the link in every email) and has no device subscribed: recorded, not sent. */
export const REMINDERS_OFF_MESSAGE =
  'This client turned email and SMS reminders off, and no device is subscribed: the reminder was recorded, but nothing was sent.';

/** 'none' = nothing was sent (recorded only); else the first channel used (email, then SMS, then web push). */
export const ReminderChannel = z.enum(['none', 'email', 'sms', 'push']);
export type ReminderChannel = z.infer<typeof ReminderChannel>;
/** The `reminders` table's channel (005-admin): its rows are about web push; email and SMS are `notifications` rows. */
export type PushReminderChannel = 'none' | 'push';
export const ReminderStatus = z.enum(['recorded', 'sent', 'failed']);
export type ReminderStatus = z.infer<typeof ReminderStatus>;
/**
 * A channel a reminder went by. Email and SMS are owed in the transaction that records the reminder and
 * sent by the notification job (docs/decisions/042-notifications.md): email counts only when it is
 * configured; push is sent at once and counts when it reached a device.
 */
export const UsedChannel = z.enum(['email', 'sms', 'push']);
export type UsedChannel = z.infer<typeof UsedChannel>;

/** "email", "email and SMS", "email, SMS and push". */
export function channelList(channels: readonly UsedChannel[]): string {
  const names = channels.map((c) => (c === 'sms' ? 'SMS' : c));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * `POST /api/clients/:id/send-reminder` (staff only, no body) → 200 `ReminderResult`. Unknown client: 404.
 * Owed by email (the client has one) and SMS (configured, a valid phone), and sent at once by web push
 * to the client's devices (docs/decisions/007-push.md, 042-notifications.md); the answer says what happened:
 * - `{ channel: 'email', channels: ['email', 'sms'], status: 'sent', message: 'Reminder sent by email and SMS.' }`;
 * - `{ channel: 'push', channels: ['push'], status: 'sent', devices: N, sentTo: 'N devices', message: 'Reminder sent by push (N devices).' }`;
 * - `{ channel: 'none', channels: [], status: 'recorded', devices: 0, message: NO_CHANNEL_MESSAGE }`: nothing to send it by
 *   (EMAIL_NOT_CONFIGURED_MESSAGE when only an email was owed and email is not configured);
 * - `{ channel: 'push', channels: [], status: 'failed', devices: 0, message }`: only push, and every device failed.
 */
export const ReminderResult = z.object({
  channel: ReminderChannel,
  /** The channels actually used, in the order email, SMS, push. */
  channels: z.array(UsedChannel),
  status: ReminderStatus,
  message: z.string(),
  sentTo: z.string().optional(),
  /** Devices the push reached. */
  devices: z.number().int().nonnegative().optional(),
});
export type ReminderResult = z.infer<typeof ReminderResult>;

/**
 * `GET /api/clients/reminders-due` (staff only) → how many clients `POST /api/clients/send-bulk-reminders`
 * would remind now (the same rule, docs/decisions/056-lapsed-reminders-and-ratings.md): the bulk button
 * asks "Send to N clients?" with it before sending.
 */
export const BulkReminderPreview = z.object({ count: z.number().int().nonnegative() });
export type BulkReminderPreview = z.infer<typeof BulkReminderPreview>;

/**
 * `POST /api/clients/:id/send-reminder` refused (409): the client was reminded on `remindedAt`, less than
 * `everyDays` days ago (the owner's setting), or has an upcoming appointment (`upcomingDate`).
 */
export const reminderTooSoon = (date: string, everyDays: number) =>
  `This client was already reminded on ${date}: one reminder every ${everyDays} days.`;
export const reminderNotNeeded = (date: string) => `This client has an upcoming appointment on ${date}: no reminder is needed.`;

/**
 * `POST /api/clients/send-bulk-reminders` (staff only, no body) → 200 `BulkReminderResult`: one reminder
 * for each client whose last visit is more than 14 days ago (shop time) and who got no reminder in the
 * last 7 days (a failed reminder does not count), by email, SMS and web push as for one reminder.
 * `count` = clients reached by at least one channel (0 is a normal answer) = `sent`; `recorded` =
 * clients with nothing to send it by (recorded only); `failed` = clients only push could reach, whose
 * devices all failed. `byChannel` counts clients per channel used, `channels` lists those used by anyone;
 * `channel` is the first of them ('none' if none); `message` says it all, e.g.
 * 'Sent to 3 clients: 3 by email, 2 by SMS, 1 by push (2 devices); 2 have nothing to send it by.'
 */
export const BulkReminderResult = z.object({
  count: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  recorded: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  channel: ReminderChannel,
  channels: z.array(UsedChannel),
  byChannel: z.object({ email: z.number().int().nonnegative(), sms: z.number().int().nonnegative(), push: z.number().int().nonnegative() }),
  message: z.string(),
  /** Devices the push reached, over all clients. */
  devices: z.number().int().nonnegative().optional(),
});
export type BulkReminderResult = z.infer<typeof BulkReminderResult>;
