import { z } from 'zod';
import { HhMm, IsoDate } from './common';
import { AppointmentStatus } from './appointment';
import { PushSubscriptionJson } from './push';

/**
 * Email and SMS to clients, and the client's own manage page (docs/decisions/042-notifications.md).
 * The outbox rows are `notifications` (migration 012); web push keeps its own tables (007-push.md).
 */

/**
 * Why a message is owed. 'lapsed' = the staff "we miss you" reminder (Send Reminder, Send Reminders);
 * 'order-ready' = a store order is ready for pickup; 'contact-reply' = staff answer a Contact message (email only);
 * 'find-booking' = a visitor asked "Find my booking": the client's upcoming appointments with their links.
 */
export const NotificationKind = z.enum([
  'confirmation',
  'change',
  'cancellation',
  'reminder-24h',
  'reminder-2h',
  'lapsed',
  'order-ready',
  'contact-reply',
  'find-booking',
  'line-two-ahead',
  'line-up',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** 'push': a line entry's devices (docs/decisions/071-line-push-and-floor-first.md); appointments' push reminders have their own job. */
export const NotificationChannel = z.enum(['email', 'sms', 'push']);
export type NotificationChannel = z.infer<typeof NotificationChannel>;

/** 'not-configured': email without SMTP_URL (or SMS without Twilio) when it was due: recorded, never sent. */
/** 'unknown': its sender stopped while handing it over; it may or may not have arrived, and is never sent again (docs/decisions/086-a-message-sent-at-most-once.md). */
export const NotificationState = z.enum(['pending', 'sending', 'sent', 'failed', 'skipped', 'not-configured', 'unknown']);
export type NotificationState = z.infer<typeof NotificationState>;

/** Changes through the manage link are refused this close to the start (CHANGE_CUTOFF_HOURS overrides it). */
export const DEFAULT_CHANGE_CUTOFF_HOURS = 2;

/** A wrong, expired or cancelled-and-started token: the page and the API say only this. */
export const LINK_INVALID_MESSAGE = 'This link is no longer valid';

/** Within the cut-off: the server refuses, the page says to call (with the call button). */
export const changeCutoffMessage = (hours: number, phone: string) =>
  `This appointment starts in less than ${hours} hour${hours === 1 ? '' : 's'}, so it can no longer be changed online. Please call the shop at ${phone}.`;

/**
 * What an appointment message says, as at the change that owed it (the `payload` of its rows).
 * Reminders are re-dated by a later change (their payload is rewritten in that transaction).
 */
export const AppointmentMessage = z.object({
  appointmentId: z.number().int().positive(),
  clientFirstName: z.string(),
  serviceName: z.string(),
  barberName: z.string(),
  /** Shop-local date and start time. */
  date: IsoDate,
  time: HhMm,
  /** The instants (ISO, UTC) the appointment starts and ends (service only, without clean-up). */
  startsAt: z.string(),
  endsAt: z.string(),
  priceCents: z.number().int().nonnegative(),
  /** iCalendar SEQUENCE at the time of this message. */
  sequence: z.number().int().nonnegative(),
  /** For 'change': where it was before. */
  before: z.object({ date: IsoDate, time: HhMm, barberName: z.string() }).optional(),
});
export type AppointmentMessage = z.infer<typeof AppointmentMessage>;

/** A line entry's 'line-two-ahead' / 'line-up' payload (docs/decisions/067-floor-data-model-and-live-channel.md). */
export const LineMessage = z.object({
  firstName: z.string(),
  token: z.string(),
  lang: z.enum(['en', 'es']),
  ahead: z.number().int().nonnegative(),
  estimate: z.object({ fromMinutes: z.number(), toMinutes: z.number() }).nullable(),
});
export type LineMessage = z.infer<typeof LineMessage>;

/** The 'lapsed' message's payload. */
export const LapsedMessage = z.object({
  clientFirstName: z.string(),
  /** Days since the last visit, null if none. */
  daysSinceLastVisit: z.number().int().nonnegative().nullable(),
});
export type LapsedMessage = z.infer<typeof LapsedMessage>;

/** The 'order-ready' message's payload: the order as it was when staff marked it ready. */
export const OrderReadyMessage = z.object({
  orderId: z.number().int().positive(),
  buyerName: z.string().min(1),
  items: z
    .array(z.object({ name: z.string(), quantity: z.number().int().positive(), unitPriceCents: z.number().int().nonnegative() }))
    .min(1),
  totalCents: z.number().int().nonnegative(),
});
export type OrderReadyMessage = z.infer<typeof OrderReadyMessage>;

/** The 'find-booking' message's payload: the client's upcoming appointments when they asked, soonest first. */
export const FindBookingMessage = z.object({
  clientFirstName: z.string(),
  appointments: z
    .array(
      z.object({
        appointmentId: z.number().int().positive(),
        serviceName: z.string(),
        barberName: z.string(),
        date: IsoDate,
        time: HhMm,
      }),
    )
    .min(1),
});
export type FindBookingMessage = z.infer<typeof FindBookingMessage>;

/** `POST /api/find-my-booking` body: the email, or the phone where the shop sends SMS. */
export const FindBookingInput = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(30).optional(),
  })
  .refine((b) => Boolean(b.email) !== Boolean(b.phone), { message: 'Please enter your email or your phone number.' })
  .refine((b) => !b.email || z.email().safeParse(b.email).success, { message: 'Please enter a valid email', path: ['email'] })
  .refine((b) => !b.phone || b.phone.replace(/\D/g, '').length >= 7, { message: 'Please enter a valid phone number', path: ['phone'] });
export type FindBookingInput = z.infer<typeof FindBookingInput>;

/** The one answer, whether or not the address is a client's (nothing tells a stranger who is a client). */
export const FIND_BOOKING_SENT = 'If we have upcoming appointments for this address, a message with their links is on its way.';
/** A phone given where the shop sends no SMS. */
export const FIND_BOOKING_NO_SMS = 'The shop does not send text messages. Please enter your email instead.';
/** The same address asked too often (per recipient), whoever asked. */
export const FIND_BOOKING_TOO_OFTEN = 'A message for this address was sent a short while ago. Please check it, or try again in an hour.';

/** The 'contact-reply' message's payload: staff's answer, and the message it answers (quoted below it). */
export const ContactReplyMessage = z.object({
  contactMessageId: z.number().int().positive(),
  name: z.string().min(1),
  body: z.string().min(1),
  original: z.object({ message: z.string(), sentAt: z.string() }),
});
export type ContactReplyMessage = z.infer<typeof ContactReplyMessage>;

/**
 * `GET /api/clients/:id/messages` (staff) → `{ messages: ClientMessage[] }`, newest first: every email
 * and SMS owed to the client, and every web push reminder (channel 'push').
 */
export const ClientMessage = z.object({
  id: z.string(),
  kind: z.string(),
  channel: z.enum(['email', 'sms', 'push']),
  recipient: z.string(),
  /** e.g. 'Confirmation', '24-hour reminder', 'We miss you'. */
  label: z.string(),
  state: z.string(),
  /** When it was owed, when it is (or was) due, and when it went out (null if it has not). */
  createdAt: z.string(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string(),
  appointmentId: z.number().int().nullable(),
});
export type ClientMessage = z.infer<typeof ClientMessage>;

/** `GET /api/clients/:id/messages` → `{ messages }`. */
export const ClientMessages = z.object({ messages: z.array(ClientMessage) });
export type ClientMessages = z.infer<typeof ClientMessages>;

/** What staff read for each kind of message (and for web push reminders: '24h', '2h', the staff reminder). */
export const MESSAGE_LABELS: Record<NotificationKind | 'push-24h' | 'push-2h', string> = {
  confirmation: 'Confirmation',
  change: 'Change notice',
  cancellation: 'Cancellation notice',
  'reminder-24h': '24-hour reminder',
  'reminder-2h': '2-hour reminder',
  lapsed: 'We miss you',
  'order-ready': 'Order ready for pickup',
  'contact-reply': 'Reply to a message',
  'find-booking': 'Your upcoming appointments',
  'line-two-ahead': 'Two ahead in the line',
  'line-up': 'Your turn in the line',
  'push-24h': '24-hour reminder',
  'push-2h': '2-hour reminder',
};

/** `GET /api/manage/:token` → the appointment as its client sees it. */
export const ManagedAppointment = z.object({
  id: z.number().int().positive(),
  status: AppointmentStatus,
  serviceId: z.number().int().positive(),
  serviceName: z.string(),
  barberId: z.number().int().positive(),
  barberName: z.string(),
  date: IsoDate,
  time: HhMm,
  durationMin: z.number().int().positive(),
  price: z.number().nonnegative(),
  clientFirstName: z.string(),
  /** False within the cut-off, or once cancelled: the page shows the call button instead of the actions. */
  canChange: z.boolean(),
  /** Why it cannot change (the cut-off message), when it cannot. */
  changeBlockedReason: z.string().nullable(),
  cutoffHours: z.number().int().nonnegative(),
  shop: z.object({ name: z.string(), addressLines: z.array(z.string()), phone: z.string() }),
});
export type ManagedAppointment = z.infer<typeof ManagedAppointment>;

/** `POST /api/manage/:token/reschedule`: a new time (and barber; null = no preference), same service. */
export const ManageReschedule = z
  .object({
    date: IsoDate,
    time: HhMm,
    barberId: z.number().int().positive().nullable(),
  })
  .strict();
export type ManageReschedule = z.infer<typeof ManageReschedule>;

/** `GET /api/manage/:token/availability?date=`: the day, for the appointment's own service. */
export const ManageAvailabilityQuery = z.object({ date: IsoDate });
export type ManageAvailabilityQuery = z.infer<typeof ManageAvailabilityQuery>;

/** `POST /api/manage/:token/push`: this device gets every reminder of the link's client (the link proves the email). */
export const ManagePushInput = z.object({ subscription: PushSubscriptionJson }).strict();
export type ManagePushInput = z.infer<typeof ManagePushInput>;

/** A cancelled appointment's page: why nothing can change (it stays viewable until its start). */
export const MANAGE_CANCELLED_MESSAGE = 'This appointment was cancelled.';

/**
 * `GET /api/admin/notifications/hold` (owner only; docs/decisions/084-backups.md, 072-production-proof.md):
 * whether client messages are held after a restore, how many are waiting for the release, and how many
 * are in the 'unknown' state (their sender stopped while handing them over: never sent again).
 */
export const MessageHold = z.object({
  held: z.object({ restoredAt: z.string(), backupCreatedAt: z.string() }).nullable(),
  heldCount: z.number().int().min(0),
  unknownCount: z.number().int().min(0),
});
export type MessageHold = z.infer<typeof MessageHold>;
