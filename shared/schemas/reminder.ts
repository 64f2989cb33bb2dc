import { z } from 'zod';

/** Clients are due a reminder when their last visit is more than this many days ago (docs/product.md#reminders). */
export const REMINDER_THRESHOLD_DAYS = 14;
/** Bulk reminders skip a client reminded within this many days. */
export const REMINDER_COOLDOWN_DAYS = 7;

/** The client has no device subscribed to push: the reminder is recorded (channel 'none'), nothing is sent. */
export const NO_DEVICE_MESSAGE = 'No device subscribed: the reminder was recorded, but nothing was sent.';

/** 'none' = nothing was sent (recorded only); 'push' = web push. */
export const ReminderChannel = z.enum(['none', 'push']);
export type ReminderChannel = z.infer<typeof ReminderChannel>;
export const ReminderStatus = z.enum(['recorded', 'sent', 'failed']);
export type ReminderStatus = z.infer<typeof ReminderStatus>;

/**
 * `POST /api/clients/:id/send-reminder` (staff only, no body) → 200 `ReminderResult`. Unknown client: 404.
 * Sent by web push to the client's devices (docs/decisions/007-push.md); the answer says what happened:
 * - `{ channel: 'push', status: 'sent', devices: N, sentTo: 'N devices', message: 'Sent to N devices' }`;
 * - `{ channel: 'none', status: 'recorded', devices: 0, message: NO_DEVICE_MESSAGE }`: no device subscribed;
 * - `{ channel: 'push', status: 'failed', devices: 0, message }`: every device failed (try again later).
 */
export const ReminderResult = z.object({
  channel: ReminderChannel,
  status: ReminderStatus,
  message: z.string(),
  sentTo: z.string().optional(),
  /** Devices the push reached. */
  devices: z.number().int().nonnegative().optional(),
});
export type ReminderResult = z.infer<typeof ReminderResult>;

/**
 * `POST /api/clients/send-bulk-reminders` (staff only, no body) → 200 `BulkReminderResult`: one reminder
 * for each client whose last visit is more than 14 days ago (shop time) and who got no reminder in the
 * last 7 days (a failed reminder does not count), sent by web push. `count` = clients reached (the push
 * reached at least one of their devices; 0 is a normal answer) = `sent`; `recorded` = clients with no
 * device subscribed (recorded only); `failed` = clients whose devices all failed. `channel` is 'push'
 * when anything was sent; `message` says it all, e.g. 'Sent to 3 clients (4 devices); 2 have no device subscribed.'
 */
export const BulkReminderResult = z.object({
  count: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  recorded: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  channel: ReminderChannel,
  message: z.string(),
  /** Devices the push reached, over all clients. */
  devices: z.number().int().nonnegative().optional(),
});
export type BulkReminderResult = z.infer<typeof BulkReminderResult>;
