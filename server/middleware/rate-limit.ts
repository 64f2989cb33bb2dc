import type { Context, Next } from 'koa';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/connect';
import { tooManyRequests } from '../errors';

export type Limit = { points: number; durationSec: number; message: string };

/**
 * Limits for the public endpoints that look up or write clients, the Contact page's form and the
 * store's checkout (docs/decisions/024-public-rate-limits.md, 044-store-operations.md, 045-contact-inbox.md).
 * Counted per client address (`ctx.ip`; behind a proxy set TRUST_PROXY=1). Invalid requests count too.
 */
export const PUBLIC_LIMITS = {
  clientLookup: { points: 30, durationSec: 10 * 60, message: 'Too many look-ups from this address. Please try again in a few minutes.' },
  clientCreate: { points: 10, durationSec: 10 * 60, message: 'Too many sign-ups from this address. Please try again in a few minutes.' },
  booking: { points: 20, durationSec: 10 * 60, message: 'Too many booking attempts from this address. Please try again in a few minutes.' },
  contactMessage: { points: 5, durationSec: 10 * 60, message: 'Too many messages from this address. Please try again in a few minutes.' },
  /** Each checkout with its buyer holds stock for 30 minutes (docs/decisions/044-store-operations.md). */
  checkout: { points: 10, durationSec: 10 * 60, message: 'Too many checkouts from this address. Please try again in a few minutes.' },
  /** Joining the walk-in line online (docs/decisions/067-floor-data-model-and-live-channel.md). */
  lineJoin: {
    points: 10,
    durationSec: 10 * 60,
    message: 'Too many attempts to join the line from this address. Please try again in a few minutes.',
  },
} satisfies Record<string, Limit>;

/** The table of migration 010 (rate-limiter-flexible's layout: key, points, expire in epoch ms). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * A counter kept in PostgreSQL (rate-limiter-flexible's Postgres store over our Knex pool), so every
 * server process behind one address shares it. Each consume is one atomic upsert. Expired rows are
 * deleted every 5 minutes by the library (an unref'd timer).
 */
export function postgresLimiter(db: Db, name: string, points: number, durationSec: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: durationSec,
  });
}

/**
 * A per-address limit shared by all processes (PostgreSQL). Over the limit: 429
 * `{ message, code: 'too_many_requests' }` with Retry-After. `enabled: false` (RATE_LIMITS=off)
 * lets everything through.
 */
export function rateLimit(db: Db, name: string, limit: Limit, enabled: boolean) {
  const limiter = postgresLimiter(db, name, limit.points, limit.durationSec);
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
