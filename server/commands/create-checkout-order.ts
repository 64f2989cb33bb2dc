import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import { AppError, badRequest, unavailable } from '../errors';
import { ErrorCode } from '#shared/errors';
import { totalCents } from '#shared/domain/money';
import type { CheckoutLine, PaymentIntentAnswer } from '#shared/schemas/checkout';
import type { OrderLine } from '#shared/schemas/order';
import { ordersRepository } from '../repositories/orders';
import type { Logger } from '../logger';

export const CURRENCY = 'usd';
/** Stripe refuses a USD charge under 50 cents. */
const STRIPE_MINIMUM_CENTS = 50;
export const NOT_CONFIGURED_MESSAGE = 'Payment processing is not configured. Please visit or call the shop to buy these products.';
export const STRIPE_FAILED_MESSAGE = 'Failed to initialize payment. Please try again later.';

export type CheckoutDeps = {
  db: Db;
  stripe: Stripe | null;
  publishableKey: string | undefined;
  now: () => Date;
  log: Logger;
};

/** Prices the cart from the database: unknown products are refused, the total is integer cents. */
async function priceCart(db: Db, items: CheckoutLine[]): Promise<{ lines: OrderLine[]; amountCents: number }> {
  const products = await ordersRepository(db).pricedProducts(items.map((i) => i.productId));
  const byId = new Map(products.map((p) => [p.id, p]));
  const unknown = items.filter((i) => !byId.has(i.productId)).map((i) => i.productId);
  if (unknown.length > 0) throw badRequest(`Unknown product: ${unknown.join(', ')}`, { unknownProductIds: unknown });
  const lines = items.map((i) => {
    const p = byId.get(i.productId)!;
    return { productId: p.id, name: p.name, unitPriceCents: p.priceCents, quantity: i.quantity };
  });
  return { lines, amountCents: totalCents(lines.map((l) => ({ priceCents: l.unitPriceCents, quantity: l.quantity }))) };
}

/**
 * Checkout: price the cart on the server, record a pending order, and create a Stripe
 * PaymentIntent for exactly that amount (order id in metadata, one idempotency key per order).
 */
export async function createCheckoutOrder(deps: CheckoutDeps, items: CheckoutLine[]): Promise<PaymentIntentAnswer> {
  const { lines, amountCents } = await priceCart(deps.db, items);
  if (amountCents < STRIPE_MINIMUM_CENTS) throw badRequest('The order total is below the $0.50 minimum for card payments');
  if (!deps.stripe || !deps.publishableKey) throw unavailable(NOT_CONFIGURED_MESSAGE);

  const orders = ordersRepository(deps.db);
  const orderId = await orders.createPending({ amountCents, currency: CURRENCY, lines });
  let intent: Stripe.PaymentIntent;
  try {
    intent = await deps.stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: `Barbershop store order #${orderId}`,
        metadata: { order_id: String(orderId) },
      },
      { idempotencyKey: `store-order-${orderId}-payment-intent` },
    );
  } catch (err) {
    deps.log.error({ orderId, err }, 'Stripe PaymentIntent creation failed');
    await orders.markFailed(orderId, deps.now());
    throw new AppError(502, ErrorCode.unavailable, STRIPE_FAILED_MESSAGE);
  }
  await orders.attachPaymentIntent(orderId, intent.id, deps.now());
  if (!intent.client_secret) throw new AppError(502, ErrorCode.unavailable, STRIPE_FAILED_MESSAGE);
  return { clientSecret: intent.client_secret, publishableKey: deps.publishableKey, orderId, amountCents, currency: CURRENCY };
}
