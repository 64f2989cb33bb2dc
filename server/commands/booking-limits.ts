import type { Tx } from '../db/connect';
import { ErrorCode } from '#shared/errors';
import { addDays, shopDate } from '#shared/domain/shop-time';
import { beyondHorizonMessage, clientLimitMessage } from '#shared/schemas/booking-rules';
import { badRequest, conflict } from '../errors';
import { appointmentsRepository } from '../repositories/appointments';
import { lockClientKey } from '../repositories/schedule-locks';

/** The last shop-local date a public booking may be for, from the shop's today. */
export const lastBookableDate = (now: Date, horizonDays: number) => addDays(shopDate(now), horizonDays);

/** 400 when the date is further ahead than the horizon (docs/decisions/025-booking-limits.md). */
export function refuseBeyondHorizon(date: string, now: Date, horizonDays: number): void {
  if (date > lastBookableDate(now, horizonDays)) throw badRequest(beyondHorizonMessage(horizonDays));
}

/** A phone's digits; fewer than 7 (e.g. the masked `•••-•••-••23` of a returning client) identify nobody. */
export function phoneDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? digits : undefined;
}

/**
 * The per-client cap, inside the booking's transaction: the client (this client row, or any client
 * with the same email, or the same phone digits) may hold at most `max` live upcoming appointments
 * made through public booking; staff-made ones do not count. Transaction-scoped advisory locks on the
 * email and the phone (taken in one order) make two simultaneous bookings of one client count each
 * other: the second waits for the first to commit, then sees its row.
 */
export async function enforceClientCap(
  trx: Tx,
  c: { clientId: number; email: string; phone: string; now: Date; max: number },
): Promise<void> {
  const email = c.email.trim().toLowerCase();
  const digits = phoneDigits(c.phone);
  const keys = [`email:${email}`, ...(digits ? [`phone:${digits}`] : [])].sort();
  for (const key of keys) await lockClientKey(trx, key);
  const held = await appointmentsRepository(trx).countLiveOnlineOfClient({
    clientId: c.clientId,
    email,
    phoneDigits: digits,
    after: c.now,
  });
  if (held >= c.max) throw conflict(clientLimitMessage(c.max), ErrorCode.bookingLimit);
}
