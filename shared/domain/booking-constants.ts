/**
 * Booking's constants, without zod, for the /book wizard's start (docs/decisions/049-quiet-main-thread.md).
 * shared/schemas/booking-rules.ts and shared/schemas/appointment.ts re-export them.
 */

/** Days ahead of the shop's today a public booking may be, unless the server says otherwise. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 90;

/** The 409 a lost race (or an already taken time) answers, with code `slot_taken`. */
export const SLOT_TAKEN_MESSAGE = 'That time was just booked. Please choose another time.';
