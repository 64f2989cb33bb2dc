import { z } from 'zod';
import { isRealDate } from '../domain/shop-time';
import { DATE_OUT_OF_RANGE, digitsToNumber, isDateInRange } from './common';

/** The walk-in form's messages (docs/product.md#walk-ins-and-cancellations). */
export const WALK_IN_MESSAGES = {
  barberId: 'Please select a barber',
  serviceId: 'Please select a service',
  date: 'Please select a date',
  time: 'Please select a time',
  clientName: 'Name must be at least 2 characters',
  clientPhone: 'Phone number must be at least 10 digits',
  clientEmail: 'Please enter a valid email',
} as const;

/** A required id picked from a select: '' / null / undefined / 0 / not a whole number all say `message`. */
const selectedId = (message: string) =>
  z.preprocess(digitsToNumber, z.number({ message }).int(message).positive(message).max(2_147_483_647, message));

export const SelectedBarber = selectedId(WALK_IN_MESSAGES.barberId);
export const SelectedService = selectedId(WALK_IN_MESSAGES.serviceId);

/** `YYYY-MM-DD`; empty or missing says 'Please select a date'. */
export const WalkInDate = z
  .string({ message: WALK_IN_MESSAGES.date })
  .min(1, { message: WALK_IN_MESSAGES.date, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD', abort: true })
  .refine(isRealDate, { message: 'Date is not a real calendar date', abort: true })
  .refine(isDateInRange, DATE_OUT_OF_RANGE);

/** `HH:MM` 24-hour (any minute: a walk-in starts when the client sits down); empty says 'Please select a time'. */
export const WalkInTime = z
  .string({ message: WALK_IN_MESSAGES.time })
  .min(1, { message: WALK_IN_MESSAGES.time, abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)');

/**
 * A walk-in's email that is on file under another name: 409 with this message and `clientName`.
 * Staff choose that client (the dialog fills in the name) or change the email; nobody is renamed.
 */
export const emailBelongsTo = (clientName: string) => `This email belongs to ${clientName}. Choose that client or change the email.`;

/**
 * A walk-in without an email whose phone is on file under another name: 409 with this message and
 * `clientName`. Staff choose that client or give the new client's own email (a son on his father's
 * phone is then a client of his own).
 */
export const phoneBelongsTo = (clientName: string) =>
  `This phone belongs to ${clientName}. Choose that client, or give the new client’s email.`;

const EmailCheck = z.email();

/**
 * `POST /api/appointments/walk-in` body (staff only) and the Add Walk-in dialog's react-hook-form
 * resolver: the walk-in as the Add Walk-in form sends it. Ids may arrive as numbers or numeric strings (a select's
 * value). `clientEmail` '' / null / absent becomes null; `notes` blank becomes null. `isWalkIn` is
 * always true (absent is fine).
 *
 * Answers 201 `AdminAppointment` (`isWalkIn` true, status 'confirmed', price = the service's; a service
 * priced by phone is recorded at 0.00). The client is the one with that email (case-insensitive) if
 * given and on file under the same name (under another name: 409 `emailBelongsTo`); else the
 * client with the same phone (as libphonenumber-js reads it) and name, accents aside (without an
 * email, a phone on file only under another name is 409 `phoneBelongsTo`; a client found so who had
 * no email keeps the one given); else a new client (first word of the name = first name).
 * docs/decisions/055-client-identity-and-search.md.
 * Refusals: 400 validation (`fields` holds each field's message), 400 a past day or a Sunday,
 * 400 unknown barber/service, 409 barber not working then or time blocked, 409 `slot_taken`
 * ('That time was just booked. Please choose another time.') on overlap.
 * A time earlier today is allowed (the client is in the chair now); earlier days are not.
 * Honours `Idempotency-Key` (see shared/schemas/idempotency.ts).
 */
export const WalkInInput = z.object({
  barberId: SelectedBarber,
  serviceId: SelectedService,
  date: WalkInDate,
  time: WalkInTime,
  clientName: z
    .string({ message: WALK_IN_MESSAGES.clientName })
    .trim()
    .min(2, WALK_IN_MESSAGES.clientName)
    .max(160, 'Name must be at most 160 characters'),
  clientPhone: z
    .string({ message: WALK_IN_MESSAGES.clientPhone })
    .trim()
    .min(10, WALK_IN_MESSAGES.clientPhone)
    .max(30, 'Phone number must be at most 30 characters')
    .refine((s) => s.replace(/\D/g, '').length >= 10, WALK_IN_MESSAGES.clientPhone),
  clientEmail: z
    .string()
    .trim()
    .max(254, WALK_IN_MESSAGES.clientEmail)
    .refine((s) => s === '' || EmailCheck.safeParse(s).success, WALK_IN_MESSAGES.clientEmail)
    .nullish()
    .transform((s) => (s ? s : null)),
  notes: z
    .string()
    .trim()
    .max(500, 'Notes must be at most 500 characters')
    .nullish()
    .transform((s) => (s ? s : null)),
  isWalkIn: z.literal(true).optional().default(true),
});
/** What the form holds / the outbox stores (before parsing). */
export type WalkInInput = z.input<typeof WalkInInput>;
/** What the server acts on (after parsing). */
export type WalkIn = z.output<typeof WalkInInput>;
