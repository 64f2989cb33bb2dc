import Router from '@koa/router';
import type { Context } from 'koa';
import { availableTimes } from '#shared/domain/slots';
import { AvailabilityQuery } from '#shared/schemas/availability';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { dayAvailability } from '../queries/day-availability';

/** Public availability, in three shapes (docs/decisions/002-booking.md, docs/product.md#slots-and-availability). */
export function availabilityRoutes({ db, now, scheduleCache }: AppDeps) {
  const router = new Router();
  const answerDetailed = async (ctx: Context, q: AvailabilityQuery) => {
    ctx.body = await dayAvailability(db, now(), q, scheduleCache);
  };

  router.get(
    '/availability/detailed',
    validate({ query: AvailabilityQuery }, (ctx) => answerDetailed(ctx, ctx.input.query)),
  );
  router.get(
    '/availability/detailed/:serviceId/:date',
    validate({ params: AvailabilityQuery }, (ctx) => answerDetailed(ctx, ctx.input.params)),
  );
  router.get(
    '/availability/:serviceId/:date',
    validate({ params: AvailabilityQuery }, async (ctx) => {
      ctx.body = availableTimes(await dayAvailability(db, now(), ctx.input.params, scheduleCache));
    }),
  );
  return router;
}
