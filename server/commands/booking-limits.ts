import type { Knex } from 'knex';
import { ErrorCode } from '../../shared/errors';
import { addDays, shopDate } from '../../shared/domain/shop-time';
import { beyondHorizonMessage, clientLimitMessage } from '../../shared/schemas/booking-rules';
import { badRequest, conflict } from '../errors';

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

const CLIENT_LOCK_SPACE = 727_010;

/**
 * The per-client cap, inside the booking's transaction: the client (this client row, or any client
 * with the same email, or the same phone digits) may hold at most `max` live upcoming appointments
 * made through public booking; staff-made ones do not count. Transaction-scoped advisory locks on the
 * email and the phone (taken in one order) make two simultaneous bookings of one client count each
 * other: the second waits for the first to commit, then sees its row.
 */
export async function enforceClientCap(
  trx: Knex.Transaction,
  c: { clientId: number; email: string; phone: string; now: Date; max: number },
): Promise<void> {
  const email = c.email.trim().toLowerCase();
  const digits = phoneDigits(c.phone);
  const keys = [`email:${email}`, ...(digits ? [`phone:${digits}`] : [])].sort();
  for (const key of keys) await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [CLIENT_LOCK_SPACE, key]);
  const row = await trx('appointments as a')
    .join('clients as c', 'c.id', 'a.client_id')
    .where('a.booked_online', true)
    .andWhereNot('a.status', 'cancelled')
    .andWhere(trx.raw('lower(a.during) > ?', [c.now]))
    .andWhere((w) => {
      w.where('a.client_id', c.clientId).orWhereRaw('lower(trim(c.email)) = ?', [email]);
      if (digits) w.orWhereRaw(`regexp_replace(c.phone, '\\D', '', 'g') = ?`, [digits]);
    })
    .count<{ n: string }[]>({ n: '*' })
    .first();
  if (Number(row?.n ?? 0) >= c.max) throw conflict(clientLimitMessage(c.max), ErrorCode.bookingLimit);
}
