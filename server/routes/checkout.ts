import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { CreatePaymentIntentInput } from '#shared/schemas/checkout';
import { validate } from '../middleware/validate';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import type { AppDeps } from '../deps';
import { createCheckoutOrder } from '../commands/create-checkout-order';
import { createStripeClient } from '../payments/stripe-client';

/**
 * Store checkout. The browser sends product ids and quantities only; an `amount` it may add is
 * dropped by the schema. 503 when Stripe is not configured, 400 for a cart the server cannot price,
 * 429 past ten payments started from one address in ten minutes.
 */
export function checkoutRoutes({ db, config, now }: AppDeps) {
  const stripe = createStripeClient(config.stripe);
  const deps = { db, stripe, publishableKey: config.stripe.publishableKey, now, log: config.log };
  const limitHold = rateLimit(db, 'checkout', PUBLIC_LIMITS.checkout, config.rateLimits);
  const router = new Router();
  // Only a cart sent with its buyer holds stock (for 30 minutes): those are counted per address, so one
  // script cannot hold the whole store; the page's first call, without the buyer, only asks the price.
  const limitHolding = (ctx: Context, next: Next) =>
    (ctx.request.body as { customer?: unknown } | undefined)?.customer !== undefined ? limitHold(ctx, next) : next();
  router.post(
    '/create-payment-intent',
    limitHolding,
    validate({ body: CreatePaymentIntentInput }, async (ctx) => {
      ctx.body = await createCheckoutOrder(deps, ctx.input.body.items, ctx.input.body.customer, { address: ctx.ip });
    }),
  );
  return router;
}
