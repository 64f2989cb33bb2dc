import Router from '@koa/router';
import type Stripe from 'stripe';
import type { AppDeps } from '../deps';
import { badRequest, unavailable } from '../errors';
import { readRawBody } from '../payments/raw-body';
import { verifyStripeEvent } from '../payments/stripe-client';
import { applyStripeOrderEvent } from '../commands/apply-stripe-order-event';

/** Stripe's events can be large (an object with its lines); far above the JSON API's 16 KB. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/stripe/webhook`. Mounted before the /api router's JSON parser: the signature is
 * checked over the raw bytes with STRIPE_WEBHOOK_SECRET.
 */
export function stripeWebhookRoutes({ db, config, now }: AppDeps) {
  const router = new Router({ prefix: '/api' });
  router.post('/stripe/webhook', async function stripeWebhook(ctx) {
    const secret = config.stripe.webhookSecret;
    if (!secret) throw unavailable('Stripe webhooks are not configured');
    const signature = ctx.get('stripe-signature');
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    const raw = await readRawBody(ctx, WEBHOOK_BODY_LIMIT);
    let event: Stripe.Event;
    try {
      event = verifyStripeEvent(raw, signature, secret);
    } catch {
      throw badRequest('Invalid Stripe signature');
    }
    const outcome = await applyStripeOrderEvent(db, event, now());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { received: true, outcome };
  });
  return router;
}
