import type { Context, Next } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';

export type Limit = { points: number; durationSec: number; message: string };

/**
 * Limits for the public endpoints that look up or write clients (docs/decisions/002-booking.md).
 * Counted per client address (`ctx.ip`; behind a proxy set TRUST_PROXY=1). Invalid requests count too.
 */
export const PUBLIC_LIMITS = {
  clientLookup: { points: 30, durationSec: 10 * 60, message: 'Too many look-ups from this address. Please try again in a few minutes.' },
  clientCreate: { points: 10, durationSec: 10 * 60, message: 'Too many sign-ups from this address. Please try again in a few minutes.' },
  booking: { points: 20, durationSec: 10 * 60, message: 'Too many booking attempts from this address. Please try again in a few minutes.' },
} satisfies Record<string, Limit>;

/**
 * A per-address limit kept in this process's memory (rate-limiter-flexible). Over the limit:
 * 429 `{ message, code: 'too_many_requests' }` with Retry-After. `enabled: false` (RATE_LIMITS=off)
 * lets everything through.
 */
export function rateLimit(name: string, limit: Limit, enabled: boolean) {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSec });
  return async function limitByAddress(ctx: Context, next: Next) {
    if (enabled) {
      try {
        await limiter.consume(ctx.ip || 'unknown');
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyRequests(limit.message, rejection.msBeforeNext / 1000);
        throw rejection;
      }
    }
    await next();
  };
}
