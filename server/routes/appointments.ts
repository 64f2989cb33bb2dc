import Router from '@koa/router';
import { AppointmentInput } from '../../shared/schemas/appointment';
import type { BookingRules } from '../../shared/schemas/booking-rules';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import { dailyBookingLimit } from '../middleware/daily-booking-limit';
import { idempotent } from '../middleware/idempotency';
import type { AppDeps } from '../deps';
import { createBooking } from '../commands/create-booking';
import { lastBookableDate } from '../commands/booking-limits';
import { answeredAppointmentDays, scheduleChanged } from '../middleware/schedule-changed';

/**
 * Public booking (the /book wizard's Confirm step): per-address limits (10 minutes and per day),
 * an optional Idempotency-Key (a retry after a lost answer gets the same answer and books nothing),
 * the horizon and the per-client cap (docs/decisions/002-booking.md). `GET /api/booking-rules`
 * tells the wizard's calendar how far ahead it may offer days.
 */
export function appointmentRoutes(deps: AppDeps) {
  const { db, config, now, scheduleCache } = deps;
  const router = new Router();
  const limitBooking = rateLimit(db, 'booking', PUBLIC_LIMITS.booking, config.rateLimits);
  const limitPerDay = dailyBookingLimit(db, config.booking.maxPerAddressPerDay, now, config.rateLimits);
  const rules = { horizonDays: config.booking.horizonDays, maxPerClient: config.rateLimits ? config.booking.maxPerClient : undefined };

  router.get('/booking-rules', async (ctx) => {
    const { horizonDays } = config.booking;
    ctx.body = { horizonDays, lastBookableDate: lastBookableDate(now(), horizonDays) } satisfies BookingRules;
  });

  router.post('/appointments', limitBooking, limitPerDay, scheduleChanged(scheduleCache, answeredAppointmentDays), 
    idempotent(deps, { body: AppointmentInput }, async (tx, ctx) => {
      ctx.status = 201;
      ctx.body = await createBooking(tx, now(), ctx.input.body, rules);
    }));
  return router;
}
