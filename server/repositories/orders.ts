import type { Knex } from 'knex';
import type { Db } from '../db/connect';
import type { Order, OrderLine, OrderStatus } from '#shared/schemas/order';

type OrderRow = {
  id: number; status: OrderStatus; amount_cents: number; currency: string; payment_intent_id: string | null; paid_at: Date | null;
};
type ItemRow = { product_id: number; name: string; unit_price_cents: number; quantity: number };
export type PricedProduct = { id: number; name: string; priceCents: number };

/** Orders and their lines; the products' prices as the database holds them. */
export function ordersRepository(db: Db) {
  return {
    /** The products among `ids` that exist, with their current price in cents. */
    async pricedProducts(ids: number[]): Promise<PricedProduct[]> {
      const rows: { id: number; name: string; price_cents: number }[] = await db('products')
        .select('id', 'name', 'price_cents')
        .whereIn('id', ids);
      return rows.map((r) => ({ id: r.id, name: r.name, priceCents: r.price_cents }));
    },

    /** A pending order and its lines, in one transaction; answers the order id. */
    async createPending(o: { amountCents: number; currency: string; lines: OrderLine[] }): Promise<number> {
      return db.transaction(async (trx) => {
        const [row] = await trx('orders').insert({ status: 'pending', amount_cents: o.amountCents, currency: o.currency }).returning('id');
        const id = (row as { id: number }).id;
        await trx('order_items').insert(
          o.lines.map((l) => ({ order_id: id, product_id: l.productId, name: l.name, unit_price_cents: l.unitPriceCents, quantity: l.quantity })),
        );
        return id;
      });
    },

    async attachPaymentIntent(orderId: number, paymentIntentId: string, now: Date): Promise<void> {
      await db('orders').where({ id: orderId }).update({ payment_intent_id: paymentIntentId, updated_at: now });
    },

    async markFailed(orderId: number, now: Date): Promise<void> {
      await db('orders').where({ id: orderId, status: 'pending' }).update({ status: 'failed', updated_at: now });
    },

    async find(orderId: number): Promise<Order | undefined> {
      const row: OrderRow | undefined = await db('orders').where({ id: orderId }).first();
      if (!row) return undefined;
      const items: ItemRow[] = await db('order_items').where({ order_id: orderId }).orderBy('id');
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amount_cents,
        currency: row.currency,
        paymentIntentId: row.payment_intent_id,
        paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
        items: items.map((i) => ({ productId: i.product_id, name: i.name, unitPriceCents: i.unit_price_cents, quantity: i.quantity })),
      };
    },
  };
}

/** Webhook bookkeeping, used inside one transaction per event. */
export function stripeEventsRepository(trx: Knex.Transaction) {
  return {
    /** Records the event id; false when it was already recorded (a repeat delivery). */
    async recordOnce(eventId: string, type: string, now: Date): Promise<boolean> {
      const inserted = await trx('stripe_events').insert({ id: eventId, type, received_at: now }).onConflict('id').ignore().returning('id');
      return inserted.length > 0;
    },
    /** Marks the order paid when it matches the PaymentIntent; answers how many orders changed (0 or 1). */
    async markPaid(m: { orderId: number | null; paymentIntentId: string; now: Date }): Promise<number> {
      const q = trx('orders').where({ payment_intent_id: m.paymentIntentId }).whereNot({ status: 'paid' });
      if (m.orderId !== null) q.andWhere({ id: m.orderId });
      return q.update({ status: 'paid', paid_at: m.now, updated_at: m.now });
    },
  };
}
