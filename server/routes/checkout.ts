import Router from '@koa/router';
import { CreatePaymentIntentInput } from '#shared/schemas/checkout';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { createCheckoutOrder } from '../commands/create-checkout-order';
import { createStripeClient } from '../payments/stripe-client';

/**
 * Store checkout. The browser sends product ids and quantities only; an `amount` it may add is
 * dropped by the schema. 503 when Stripe is not configured, 400 for a cart the server cannot price.
 */
export function checkoutRoutes({ db, config, now }: AppDeps) {
  const stripe = createStripeClient(config.stripe);
  const deps = { db, stripe, publishableKey: config.stripe.publishableKey, now, log: config.log };
  const router = new Router();
  router.post('/create-payment-intent', validate({ body: CreatePaymentIntentInput }, async (ctx) => {
    ctx.body = await createCheckoutOrder(deps, ctx.input.body.items, ctx.input.body.customer);
  }));
  return router;
}
