import { newIdempotencyKey } from '#pwa/lib/idempotency-key';

/** The Idempotency-Key last sent with a booking, and the exact body it went with. */
export type SentBooking = { body: string; key: string | undefined };

/**
 * The key for sending `body`: the same key as the last attempt when the body is the same (a retry
 * after a lost answer or a failure: the server answers what it answered, and books nothing twice),
 * a fresh one when anything in the booking changed (another time after `slot_taken`, another email).
 */
export function keyForBooking(
  last: SentBooking | undefined,
  body: string,
  fresh: () => string | undefined = newIdempotencyKey,
): SentBooking {
  return last && last.body === body ? last : { body, key: fresh() };
}
