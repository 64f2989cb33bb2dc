import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import { stripeEventsRepository } from '../repositories/orders';

export type EventOutcome = 'duplicate' | 'order_paid' | 'no_matching_order' | 'ignored';

function orderIdFrom(intent: Stripe.PaymentIntent): number | null {
  const n = Number(intent.metadata?.order_id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Applies one verified Stripe event, exactly once: the event id is recorded in the same
 * transaction as its effect, so a repeated delivery changes nothing and a failed one is retried.
 */
export async function applyStripeOrderEvent(db: Db, event: Stripe.Event, now: Date): Promise<EventOutcome> {
  return db.transaction(async (trx) => {
    const events = stripeEventsRepository(trx);
    if (!(await events.recordOnce(event.id, event.type, now))) return 'duplicate';
    if (event.type !== 'payment_intent.succeeded') return 'ignored';
    const intent = event.data.object as Stripe.PaymentIntent;
    const changed = await events.markPaid({ orderId: orderIdFrom(intent), paymentIntentId: intent.id, now });
    return changed > 0 ? 'order_paid' : 'no_matching_order';
  });
}
