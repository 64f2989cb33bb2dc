import type { Context, Next } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { addDays, shopDate, shopInstant } from '#shared/domain/shop-time';
import { IDEMPOTENT_REPLAYED_HEADER } from '#shared/schemas/idempotency';
import { ADDRESS_DAY_LIMIT_MESSAGE } from '#shared/schemas/booking-rules';
import type { Db } from '../db/connect';
import { tooManyRequests } from '../errors';
import { postgresLimiter } from './rate-limit';

/**
 * At most `max` public bookings per address per shop-local day (docs/decisions/025-booking-limits.md),
 * beside the 10-minute limit on attempts. Counted in PostgreSQL (shared by every process) under
 * the key `<address>:<shop date>` (the injected clock's date). A point is taken before the booking
 * (so simultaneous requests count each other) and given back when the request does not create one:
 * any refusal, an error, or an idempotent replay of an earlier booking. Over the limit: 429 with
 * Retry-After until the shop's midnight.
 */
export function dailyBookingLimit(db: Db, max: number, now: () => Date, enabled: boolean) {
  // Kept two days, so a key outlives its shop-local day whatever the clocks say.
  const limiter = postgresLimiter(db, 'booking-day', max, 2 * 86_400);
  return async function limitBookingsPerDay(ctx: Context, next: Next) {
    if (!enabled) return next();
    const at = now();
    const today = shopDate(at);
    const key = `${ctx.ip || 'unknown'}:${today}`;
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw tooManyRequests(ADDRESS_DAY_LIMIT_MESSAGE, (shopInstant(addDays(today, 1)).getTime() - at.getTime()) / 1000);
    }
    let booked = false;
    try {
      await next();
      booked = ctx.status === 201 && !ctx.response.get(IDEMPOTENT_REPLAYED_HEADER);
    } finally {
      if (!booked) await limiter.reward(key, 1).catch(() => {});
    }
  };
}
