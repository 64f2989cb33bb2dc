import Router from '@koa/router';
import { shopDate } from '#shared/domain/shop-time';
import { ClosureInput } from '#shared/schemas/days-off';
import { IdParams } from '#shared/schemas/common';
import type { AppDeps } from '../deps';
import { addClosure, removeClosure } from '../commands/days-off';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { closuresRepository } from '../repositories/closures';
import { notifySettings } from '../notifications/settings';

/**
 * `/api/closures`: days the whole shop is closed (docs/decisions/041-back-office.md). Public list of
 * those not over; the owner adds (409 over live appointments, unless they confirm cancelling them) and removes them.
 */
export function closureRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const router = new Router();
  router.get('/closures', async (ctx) => {
    ctx.body = await closuresRepository(db).listFrom(shopDate(now()));
  });
  router.post(
    '/closures',
    requireOwner(),
    validate({ body: ClosureInput }, async function postClosure(ctx) {
      ctx.status = 201;
      ctx.body = await addClosure(db, now(), currentStaff(ctx), ctx.input.body, await notifySettings(deps));
    }),
  );
  router.delete(
    '/closures/:id',
    requireOwner(),
    validate({ params: IdParams }, async function deleteClosure(ctx) {
      await removeClosure(db, now(), currentStaff(ctx), ctx.input.params.id);
      ctx.status = 204;
    }),
  );
  return router;
}
