import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import { AppError, badRequest, conflict, fieldError, tooManyRequests, unavailable } from '../errors';
import { ErrorCode } from '#shared/errors';
import { totalCents } from '#shared/domain/money';
import { CUSTOMER_REQUIRED, MAX_HELD_UNITS, type CheckoutLine, type PaymentIntentAnswer, type SoldOutLine } from '#shared/schemas/checkout';
import type { OrderLine } from '#shared/schemas/order';
import type { Customer } from '#shared/schemas/store';
import { ordersRepository, stockRepository, type PricedProduct } from '../repositories/orders';
import { auditLogRepository } from '../repositories/audit-log';
import type { Logger } from '../logger';
import { releaseAbandoned } from './store-stock';
import { say } from '../i18n/say';

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

type PricedCart = { lines: OrderLine[]; amountCents: number; products: Map<number, PricedProduct> };

/** Prices the cart from the database: unknown products are refused, the total is integer cents. */
async function priceCart(db: Db, items: CheckoutLine[]): Promise<PricedCart> {
  const products = await ordersRepository(db).pricedProducts(items.map((i) => i.productId));
  const byId = new Map(products.map((p) => [p.id, p]));
  const unknown = items.filter((i) => !byId.has(i.productId)).map((i) => i.productId);
  if (unknown.length > 0) throw badRequest(`Unknown product: ${unknown.join(', ')}`, { unknownProductIds: unknown });
  const lines = items.map((i) => {
    const p = byId.get(i.productId)!;
    return { productId: p.id, name: p.name, unitPriceCents: p.priceCents, quantity: i.quantity };
  });
  return { lines, amountCents: totalCents(lines.map((l) => ({ priceCents: l.unitPriceCents, quantity: l.quantity }))), products: byId };
}

/** The 409 naming each product the cart wants more of than is left ("Clay Pomade is sold out"). */
function soldOut(lines: SoldOutLine[]): AppError {
  const say = (l: SoldOutLine) => (l.available === 0 ? `${l.name} is sold out` : `only ${l.available} ${l.name} left`);
  const text = lines.map(say).join('; ');
  return conflict(`Sorry, ${text}. Please update your cart.`, ErrorCode.soldOut, { soldOut: lines });
}

const shortOf = (cart: PricedCart): SoldOutLine[] =>
  cart.lines
    .map((l) => ({ line: l, p: cart.products.get(l.productId)! }))
    .filter(({ line, p }) => p.retired || p.stock < line.quantity)
    .map(({ p }) => ({ productId: p.id, name: p.name, available: p.retired ? 0 : p.stock }));

/**
 * In one transaction: abandoned payments give their stock back, then each line's quantity is taken
 * out of stock (in product order, so two carts never wait on each other crosswise) or the whole cart
 * is refused with a 409, and the pending order is written holding that stock.
 */
async function reserve(db: Db, cart: PricedCart, customer: Customer, now: Date, addressKey: string): Promise<number> {
  return db.transaction(async (trx) => {
    await releaseAbandoned(trx, now);
    const units = cart.lines.reduce((n, l) => n + l.quantity, 0);
    // Locked first: parallel checkouts from one address or for one buyer would all read the same held units.
    await ordersRepository(trx).lockHolders(customer, addressKey);
    const held = await ordersRepository(trx).heldUnits(customer, addressKey);
    if (held.byBuyer + units > MAX_HELD_UNITS || held.byAddress + units > MAX_HELD_UNITS) {
      throw tooManyRequests(
        `You already have ${Math.max(held.byBuyer, held.byAddress)} items waiting for payment. Pay for that order, or wait 30 minutes for it to lapse, before starting another.`,
        60,
      );
    }
    const stock = stockRepository(trx);
    const short: SoldOutLine[] = [];
    for (const line of [...cart.lines].sort((a, b) => a.productId - b.productId)) {
      if (!(await stock.take(line.productId, line.quantity))) short.push({ productId: line.productId, name: line.name, available: 0 });
    }
    if (short.length > 0) {
      const left = await ordersRepository(trx).pricedProducts(short.map((s) => s.productId));
      throw soldOut(
        short.map((s) => {
          const p = left.find((x) => x.id === s.productId);
          return { ...s, available: p && !p.retired ? p.stock : 0 };
        }),
      );
    }
    const orderId = await ordersRepository(trx).insertPending({
      amountCents: cart.amountCents,
      currency: CURRENCY,
      lines: cart.lines,
      customer,
      now,
      addressKey,
    });
    await auditLogRepository(trx).record({
      actor: null,
      at: now,
      action: 'order.create',
      entity: 'order',
      entityId: orderId,
      summary: say('history.order.create', {
        name: customer.name,
        id: orderId,
        items: cart.lines.map((l) => say('history.order.line', { quantity: l.quantity, name: l.name })),
      }),
      after: { status: 'pending', customer, items: cart.lines, amountCents: cart.amountCents },
    });
    return orderId;
  });
}

/**
 * Checkout: price the cart on the server, reserve its stock in a pending order, and create a Stripe
 * PaymentIntent for exactly that amount (order id in metadata, one idempotency key per order). Without
 * `customer` it answers only what it would refuse (400, 503, 409) and then asks for the buyer (400).
 */
export async function createCheckoutOrder(
  deps: CheckoutDeps,
  items: CheckoutLine[],
  customer: Customer | undefined,
  from: { address: string } = { address: '' },
): Promise<PaymentIntentAnswer> {
  const cart = await priceCart(deps.db, items);
  if (cart.amountCents < STRIPE_MINIMUM_CENTS) throw badRequest('The order total is below the $0.50 minimum for card payments');
  if (!deps.stripe || !deps.publishableKey) throw unavailable(NOT_CONFIGURED_MESSAGE);
  const short = shortOf(cart);
  if (short.length > 0) throw soldOut(short);
  if (!customer) throw fieldError('customer', CUSTOMER_REQUIRED);

  const addressKey = createHash('sha256').update(from.address).digest('hex');
  const orderId = await reserve(deps.db, cart, customer, deps.now(), addressKey);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await deps.stripe.paymentIntents.create(
      {
        amount: cart.amountCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: `Barbershop store order #${orderId}`,
        receipt_email: customer.email,
        metadata: { order_id: String(orderId) },
      },
      { idempotencyKey: `store-order-${orderId}-payment-intent` },
    );
  } catch (err) {
    deps.log.error({ orderId, err }, 'Stripe PaymentIntent creation failed');
    await failOrder(deps.db, orderId, deps.now());
    throw new AppError(502, ErrorCode.unavailable, STRIPE_FAILED_MESSAGE);
  }
  await ordersRepository(deps.db).attachPaymentIntent(orderId, intent.id, deps.now());
  if (!intent.client_secret) throw new AppError(502, ErrorCode.unavailable, STRIPE_FAILED_MESSAGE);
  return {
    clientSecret: intent.client_secret,
    publishableKey: deps.publishableKey,
    orderId,
    amountCents: cart.amountCents,
    currency: CURRENCY,
  };
}

/** A payment that could not start: the order failed, its stock back. */
async function failOrder(db: Db, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (trx) => {
    const changed = await ordersRepository(trx).settlePayment(orderId, 'failed', now, { onlyIfPending: true });
    if (changed === 0) return;
    await stockRepository(trx).release(orderId);
    await auditLogRepository(trx).record({
      actor: null,
      at: now,
      action: 'order.fail',
      entity: 'order',
      entityId: orderId,
      summary: say('history.order.fail', { id: orderId }),
      before: { status: 'pending' },
      after: { status: 'failed' },
    });
  });
}
