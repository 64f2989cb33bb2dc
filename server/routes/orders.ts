import Router from '@koa/router';
import { IdParams } from '#shared/schemas/common';
import { OrderListQuery, OrderPatchInput } from '#shared/schemas/store';
import { addDays, shopInstant } from '#shared/domain/shop-time';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { ordersRepository } from '../repositories/orders';
import { createStripeClient } from '../payments/stripe-client';
import { fulfilOrder } from '../commands/fulfil-order';
import { releaseAbandonedNow } from '../commands/store-stock';
import { notifySettings } from '../notifications/settings';

/** Most orders one list answers: the front desk reads a day or a status, not the shop's whole history. */
const LIST_LIMIT = 200;

/**
 * `/api/orders` (staff; docs/decisions/044-store-operations.md): the store's orders newest first,
 * by status and shop day; `PATCH` marks one ready (the buyer is emailed) or picked up, or (owner)
 * refunds it through Stripe. Paid comes only from Stripe's webhook.
 */
export function orderRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const fulfil = { db, stripe: createStripeClient(config.stripe), log: config.log, now, notify: () => notifySettings(deps) };
  const router = new Router();
  router.get(
    '/orders',
    requireStaff(),
    validate({ query: OrderListQuery }, async function listOrders(ctx) {
      const { status, date } = ctx.input.query;
      await releaseAbandonedNow(db, now());
      const day = date ? { from: shopInstant(date), to: shopInstant(addDays(date, 1)) } : {};
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { orders: await ordersRepository(db).list({ status, ...day, limit: LIST_LIMIT }) };
    }),
  );
  router.patch(
    '/orders/:id',
    requireStaff(),
    validate({ params: IdParams, body: OrderPatchInput }, async function patchOrder(ctx) {
      ctx.body = await fulfilOrder(fulfil, currentStaff(ctx), ctx.input.params.id, ctx.input.body.status);
    }),
  );
  return router;
}
