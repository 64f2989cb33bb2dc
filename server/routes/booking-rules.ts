import Router from '@koa/router';
import type { BookingRules } from '#shared/schemas/booking-rules';
import type { AppDeps } from '../deps';
import { lastBookableDate } from '../commands/booking-limits';

/** `GET /api/booking-rules`: tells the wizard's calendar how far ahead it may offer days (docs/decisions/002-booking.md). */
export function bookingRuleRoutes({ config, now }: AppDeps) {
  const router = new Router();
  router.get('/booking-rules', async (ctx) => {
    const { horizonDays } = config.booking;
    ctx.body = { horizonDays, lastBookableDate: lastBookableDate(now(), horizonDays), minNoticeMinutes: 0, slotStepMinutes: 30 } satisfies BookingRules;
  });
  return router;
}
