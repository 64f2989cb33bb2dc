import Router from '@koa/router';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { FIND_BOOKING_NO_SMS, FIND_BOOKING_SENT, FIND_BOOKING_TOO_OFTEN, FindBookingInput } from '#shared/schemas/notifications';
import type { AppDeps } from '../deps';
import { badRequest, tooManyRequests } from '../errors';
import { findMyBooking, recipientKey } from '../commands/find-my-booking';
import { loadLinkKey } from '../notifications/links';
import { postgresLimiter, rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';

/** Per address (like the other public forms): a few tries, then wait. */
export const FIND_BOOKING_ADDRESS_LIMIT = {
  points: 5,
  durationSec: 10 * 60,
  message: 'Too many requests from this address. Please try again in a few minutes.',
};
/** Per recipient, whoever asks and whether or not it is a client's: at most this many messages an hour. */
export const FIND_BOOKING_PER_RECIPIENT = { points: 3, durationSec: 60 * 60 };

/**
 * `POST /api/find-my-booking` (public): "Find my booking". The answer is the same whether or not the
 * address is a client's, and whether or not a message was owed; limited per address and, always (even
 * with RATE_LIMITS=off: it guards inboxes, not the server), per recipient
 * (docs/decisions/069-visitor-never-stuck.md).
 */
export function findMyBookingRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  const limitAddress = rateLimit(db, 'find-booking', FIND_BOOKING_ADDRESS_LIMIT, config.rateLimits);
  const perRecipient = postgresLimiter(db, 'find-booking-to', FIND_BOOKING_PER_RECIPIENT.points, FIND_BOOKING_PER_RECIPIENT.durationSec);
  const sms = config.notify.twilio !== undefined;

  // Whether the page may offer the phone (the shop sends SMS).
  router.get('/find-my-booking', async function findBookingChannels(ctx) {
    ctx.body = { sms };
  });

  router.post(
    '/find-my-booking',
    limitAddress,
    validate({ body: FindBookingInput }, async function findBooking(ctx) {
      const input = ctx.input.body;
      if (input.phone && !sms) throw badRequest(FIND_BOOKING_NO_SMS);
      try {
        await perRecipient.consume(recipientKey(input));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyRequests(FIND_BOOKING_TOO_OFTEN, rejection.msBeforeNext / 1000);
        throw rejection;
      }
      await findMyBooking(db, now(), await loadLinkKey(db), input);
      ctx.status = 202;
      ctx.body = { message: FIND_BOOKING_SENT };
    }),
  );
  return router;
}
