import Router from '@koa/router';
import type { BookingRules } from '#shared/schemas/booking-rules';
import type { AppDeps } from '../deps';
import { lastBookableDate } from '../commands/booking-limits';
import { loadShopDetails } from '../queries/shop-details';

/**
 * `GET /api/booking-rules`: the shop's booking rules (`PUT /api/shop`; the horizon defaults to
 * BOOKING_HORIZON_DAYS): how far ahead the wizard's calendar may offer days, the minimum notice and
 * the slot step (docs/decisions/002-booking.md, 041-back-office.md).
 */
export function bookingRuleRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  router.get('/booking-rules', async (ctx) => {
    const { horizonDays, minNoticeMinutes, slotStepMinutes } = (await loadShopDetails(db, config)).bookingRules;
    ctx.body = {
      horizonDays,
      lastBookableDate: lastBookableDate(now(), horizonDays),
      minNoticeMinutes,
      slotStepMinutes,
    } satisfies BookingRules;
  });
  return router;
}
