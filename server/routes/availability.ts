import Router from '@koa/router';
import type { Context } from 'koa';
import { availableTimes } from '../../shared/domain/slots';
import { AvailabilityQuery } from '../../shared/schemas/availability';
import { valid, validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { dayAvailability } from '../queries/day-availability';

/** Public availability, in the three shapes the spec calls (DECISIONS.md). */
export function availabilityRoutes({ db, now, scheduleCache }: AppDeps) {
  const router = new Router();
  const detailed = (part: 'params' | 'query') =>
    async function answerDetailed(ctx: Context) {
      ctx.body = await dayAvailability(db, now(), valid(ctx, part, AvailabilityQuery), scheduleCache);
    };

  router.get('/availability/detailed', validate('query', AvailabilityQuery), detailed('query'));
  router.get('/availability/detailed/:serviceId/:date', validate('params', AvailabilityQuery), detailed('params'));
  router.get('/availability/:serviceId/:date', validate('params', AvailabilityQuery), async (ctx) => {
    ctx.body = availableTimes(await dayAvailability(db, now(), valid(ctx, 'params', AvailabilityQuery), scheduleCache));
  });
  return router;
}
