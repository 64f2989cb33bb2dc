import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import { auditLogRepository } from '../repositories/audit-log';
import { ordersRepository, stockRepository, stripeEventsRepository } from '../repositories/orders';
import { say } from '../i18n/say';

export type EventOutcome = 'duplicate' | 'order_paid' | 'payment_attempt_failed' | 'order_canceled' | 'no_matching_order' | 'ignored';

function orderIdFrom(intent: Stripe.PaymentIntent): number | null {
  const n = Number(intent.metadata?.order_id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The statuses a payment's outcome may still change: before the front desk has touched the order. */
const UNSETTLED = ['pending', 'failed', 'canceled'];

/**
 * Applies one verified Stripe event, exactly once: the event id is recorded in the same
 * transaction as its effect, so a repeated delivery changes nothing and a failed one is retried.
 * - payment_intent.succeeded: the order is paid (the only way it becomes paid); its reserved stock is
 *   taken (nothing moves), or taken again if the reservation had been given back.
 * - payment_intent.payment_failed: one attempt failed (a declined card). Stripe's Payment Element lets the
 *   buyer try another card on the same payment, so the order stays pending with its stock held; the
 *   30-minute release gives it back if nobody pays (docs/decisions/044-store-operations.md).
 * - payment_intent.canceled: a pending order was cancelled, its stock back.
 * Each change is audited, by the system.
 */
export async function applyStripeOrderEvent(db: Db, event: Stripe.Event, now: Date): Promise<EventOutcome> {
  return db.transaction(async (trx) => {
    const events = stripeEventsRepository(trx);
    if (!(await events.recordOnce(event.id, event.type, now))) return 'duplicate';
    const outcomes: Record<string, { status: 'paid' | 'canceled'; outcome: EventOutcome } | undefined> = {
      'payment_intent.succeeded': { status: 'paid', outcome: 'order_paid' },
      'payment_intent.canceled': { status: 'canceled', outcome: 'order_canceled' },
    };
    const attemptFailed = event.type === 'payment_intent.payment_failed';
    const effect = outcomes[event.type];
    if (!effect && !attemptFailed) return 'ignored';
    const intent = event.data.object as Stripe.PaymentIntent;
    const order = await events.orderFor({ orderId: orderIdFrom(intent), paymentIntentId: intent.id });
    if (!order) return 'no_matching_order';
    if (!effect) {
      if (order.status !== 'pending') return 'ignored';
      await auditLogRepository(trx).record({
        actor: null,
        at: now,
        action: 'order.payment_attempt_failed',
        entity: 'order',
        entityId: order.id,
        summary: say('history.order.attemptFailed', { id: order.id }),
        before: { status: order.status },
        after: { status: order.status },
      });
      return 'payment_attempt_failed';
    }
    const from = effect.status === 'paid' ? UNSETTLED : ['pending'];
    if (!from.includes(order.status)) return 'ignored';

    const stock = stockRepository(trx);
    if (effect.status === 'paid') await stock.retake(order.id);
    else await stock.release(order.id);
    await ordersRepository(trx).settlePayment(order.id, effect.status, now);
    await auditLogRepository(trx).record({
      actor: null,
      at: now,
      action: `order.${effect.status}`,
      entity: 'order',
      entityId: order.id,
      summary: say(effect.status === 'paid' ? 'history.order.paid' : 'history.order.canceled', { id: order.id }),
      before: { status: order.status },
      after: { status: effect.status },
    });
    return effect.outcome;
  });
}
