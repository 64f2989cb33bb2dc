import type { Knex } from 'knex';
import type { Db } from '../db/connect';
import type { Order, OrderLine, OrderStatus } from '#shared/schemas/order';
import type { Customer, FulfilmentStatus, StaffOrder } from '#shared/schemas/store';

type OrderRow = {
  id: number;
  status: OrderStatus;
  amount_cents: number;
  currency: string;
  payment_intent_id: string | null;
  paid_at: Date | null;
  created_at: Date;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  stock_held: boolean;
};
type ItemRow = { order_id: number; product_id: number; name: string; unit_price_cents: number; quantity: number };
/** Advisory lock spaces of checkout holds (server/repositories/schedule-locks.ts has the others). */
const HOLD_ADDRESS_LOCK_SPACE = 727_021;
const HOLD_EMAIL_LOCK_SPACE = 727_022;
const HOLD_PHONE_LOCK_SPACE = 727_023;

export type PricedProduct = { id: number; name: string; priceCents: number; stock: number; retired: boolean };

const presentLine = (i: ItemRow): OrderLine => ({
  productId: i.product_id,
  name: i.name,
  unitPriceCents: i.unit_price_cents,
  quantity: i.quantity,
});

const presentStaffOrder = (r: OrderRow, items: ItemRow[]): StaffOrder => ({
  id: r.id,
  status: r.status as FulfilmentStatus,
  createdAt: new Date(r.created_at).toISOString(),
  paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  customer: r.customer_name ? { name: r.customer_name, email: r.customer_email ?? '', phone: r.customer_phone ?? '' } : null,
  items: items.map(presentLine),
  amountCents: r.amount_cents,
  currency: r.currency,
});

/** Orders and their lines; the products' prices and stock as the database holds them. */
export function ordersRepository(db: Db) {
  const itemsOf = async (ids: number[]): Promise<Map<number, ItemRow[]>> => {
    const rows: ItemRow[] = ids.length ? await db('order_items').whereIn('order_id', ids).orderBy('id') : [];
    const by = new Map<number, ItemRow[]>();
    for (const r of rows) by.set(r.order_id, [...(by.get(r.order_id) ?? []), r]);
    return by;
  };
  return {
    /** The products among `ids` that exist, with their current price in cents and their stock. */
    async pricedProducts(ids: number[]): Promise<PricedProduct[]> {
      const rows: { id: number; name: string; price_cents: number; stock: number; retired_at: Date | null }[] = await db('products')
        .select('id', 'name', 'price_cents', 'stock', 'retired_at')
        .whereIn('id', ids);
      return rows.map((r) => ({ id: r.id, name: r.name, priceCents: r.price_cents, stock: r.stock, retired: r.retired_at !== null }));
    },

    /** A pending order holding its stock, and its lines; answers the order id. Call inside the reserving transaction. */
    async insertPending(o: {
      amountCents: number;
      currency: string;
      lines: OrderLine[];
      customer: Customer;
      now: Date;
      addressKey?: string;
    }): Promise<number> {
      const [row] = await db('orders')
        .insert({
          status: 'pending',
          amount_cents: o.amountCents,
          currency: o.currency,
          stock_held: true,
          created_at: o.now,
          updated_at: o.now,
          customer_name: o.customer.name,
          customer_email: o.customer.email,
          customer_phone: o.customer.phone,
          held_by_address: o.addressKey ?? null,
        })
        .returning('id');
      const id = (row as { id: number }).id;
      await db('order_items').insert(
        o.lines.map((l) => ({
          order_id: id,
          product_id: l.productId,
          name: l.name,
          unit_price_cents: l.unitPriceCents,
          quantity: l.quantity,
        })),
      );
      return id;
    },

    /**
     * One checkout at a time per address and per buyer (email, and phone digits), until the transaction
     * ends: taken before heldUnits, so parallel checkouts from one address or for one buyer are counted
     * one after another and cannot all pass the cap together. Each kind of holder has its own lock space
     * and one key per transaction, always taken in the same order: no two checkouts wait on each other crosswise.
     */
    async lockHolders(buyer: { email: string; phone: string }, addressKey: string): Promise<void> {
      const digits = buyer.phone.replace(/\D/g, '');
      await db.raw('select pg_advisory_xact_lock(?, hashtext(?))', [HOLD_ADDRESS_LOCK_SPACE, addressKey]);
      await db.raw('select pg_advisory_xact_lock(?, hashtext(?))', [HOLD_EMAIL_LOCK_SPACE, buyer.email.toLowerCase()]);
      if (digits) await db.raw('select pg_advisory_xact_lock(?, hashtext(?))', [HOLD_PHONE_LOCK_SPACE, digits]);
    },

    /** Units held in unpaid orders still holding stock: by this buyer (same email, or same phone digits), and from this address. */
    async heldUnits(buyer: { email: string; phone: string }, addressKey: string): Promise<{ byBuyer: number; byAddress: number }> {
      const digits = buyer.phone.replace(/\D/g, '');
      const row = await db('orders as o')
        .join('order_items as i', 'i.order_id', 'o.id')
        .where({ 'o.status': 'pending', 'o.stock_held': true })
        .select(
          db.raw(
            "coalesce(sum(i.quantity) filter (where lower(o.customer_email) = lower(?) or (? <> '' and regexp_replace(coalesce(o.customer_phone, ''), '\\D', '', 'g') = ?)), 0)::int as by_buyer",
            [buyer.email, digits, digits],
          ),
          db.raw('coalesce(sum(i.quantity) filter (where o.held_by_address = ?), 0)::int as by_address', [addressKey]),
        )
        .first();
      return { byBuyer: Number(row?.by_buyer ?? 0), byAddress: Number(row?.by_address ?? 0) };
    },

    async attachPaymentIntent(orderId: number, paymentIntentId: string, now: Date): Promise<void> {
      await db('orders').where({ id: orderId }).update({ payment_intent_id: paymentIntentId, updated_at: now });
    },

    async find(orderId: number): Promise<Order | undefined> {
      const row: OrderRow | undefined = await db('orders').where({ id: orderId }).first();
      if (!row) return undefined;
      const items = (await itemsOf([orderId])).get(orderId) ?? [];
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amount_cents,
        currency: row.currency,
        paymentIntentId: row.payment_intent_id,
        paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
        items: items.map(presentLine),
      };
    },

    /** One order as staff see it, with whether it holds stock and its PaymentIntent; `forUpdate` locks it. */
    async findForStaff(orderId: number, opts: { forUpdate?: boolean } = {}) {
      const q = db('orders').where({ id: orderId }).first();
      if (opts.forUpdate) q.forUpdate();
      const row = (await q) as OrderRow | undefined;
      if (!row) return undefined;
      const items = (await itemsOf([orderId])).get(orderId) ?? [];
      return { order: presentStaffOrder(row, items), stockHeld: row.stock_held, paymentIntentId: row.payment_intent_id };
    },

    /** Newest first; `from`/`to` bound the creation instant (a shop day). */
    async list(q: { status?: FulfilmentStatus; from?: Date; to?: Date; limit: number }): Promise<StaffOrder[]> {
      const query = db('orders')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(q.limit);
      if (q.status) query.where({ status: q.status });
      if (q.from) query.where('created_at', '>=', q.from);
      if (q.to) query.where('created_at', '<', q.to);
      const rows = (await query) as OrderRow[];
      const items = await itemsOf(rows.map((r) => r.id));
      return rows.map((r) => presentStaffOrder(r, items.get(r.id) ?? []));
    },

    async setStatus(orderId: number, status: FulfilmentStatus, extra: Record<string, unknown>, now: Date): Promise<void> {
      await db('orders')
        .where({ id: orderId })
        .update({ status, ...extra, updated_at: now });
    },

    /**
     * What the payment came to: paid (`paid_at`), or canceled / failed (`canceled_at`); with `onlyIfPending`
     * an order no longer pending is left as it is. Answers how many rows changed (0 or 1).
     */
    async settlePayment(
      orderId: number,
      status: 'paid' | 'canceled' | 'failed',
      now: Date,
      opts: { onlyIfPending?: boolean } = {},
    ): Promise<number> {
      const at = status === 'paid' ? { paid_at: now } : { canceled_at: now };
      return db('orders')
        .where({ id: orderId, ...(opts.onlyIfPending ? { status: 'pending' } : {}) })
        .update({ status, ...at, updated_at: now });
    },
  };
}

/** Stock moves, inside the caller's transaction (docs/decisions/044-store-operations.md#stock). */
export function stockRepository(trx: Db) {
  // Products are locked in id order, as checkout locks them, so a release and a checkout never wait crosswise.
  const lockProductsOf = (orderId: number) =>
    trx.raw('select p.id from products p where p.id in (select product_id from order_items where order_id = ?) order by p.id for update', [
      orderId,
    ]);
  return {
    /**
     * Takes `quantity` out of a live product's stock unless fewer are left; false then. The row lock the
     * UPDATE takes makes a second checkout of the last one wait, then find 0 and take nothing.
     */
    async take(productId: number, quantity: number): Promise<boolean> {
      const n = await trx('products')
        .where({ id: productId })
        .whereNull('retired_at')
        .andWhere('stock', '>=', quantity)
        .update({ stock: trx.raw('stock - ?', [quantity]) });
      return n > 0;
    },
    /** Gives an order's quantities back to stock when it holds them; answers whether it did. */
    async release(orderId: number): Promise<boolean> {
      const released = await trx('orders').where({ id: orderId, stock_held: true }).update({ stock_held: false });
      if (released === 0) return false;
      await lockProductsOf(orderId);
      await trx.raw(`update products p set stock = p.stock + i.quantity from order_items i where i.order_id = ? and i.product_id = p.id`, [
        orderId,
      ]);
      return true;
    },
    /**
     * A payment that succeeded after its reservation was given back takes the stock again, as much as
     * is left (never below 0: the shop sorts out the rest with the buyer).
     */
    async retake(orderId: number): Promise<void> {
      const taken = await trx('orders').where({ id: orderId, stock_held: false }).update({ stock_held: true });
      if (taken === 0) return;
      await lockProductsOf(orderId);
      await trx.raw(
        `update products p set stock = greatest(p.stock - i.quantity, 0) from order_items i where i.order_id = ? and i.product_id = p.id`,
        [orderId],
      );
    },
    /** Pending orders still holding stock, made before `cutoff`, locked (others' locks skipped); ids. */
    async abandonedBefore(cutoff: Date): Promise<number[]> {
      const rows: { id: number }[] = await trx('orders')
        .where({ status: 'pending', stock_held: true })
        .andWhere('created_at', '<', cutoff)
        .forUpdate()
        .skipLocked()
        .select('id');
      return rows.map((r) => r.id);
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
    /** The order the PaymentIntent was made for (and its metadata names, when it does), locked. */
    async orderFor(m: { orderId: number | null; paymentIntentId: string }): Promise<{ id: number; status: OrderStatus } | undefined> {
      const q = trx('orders').where({ payment_intent_id: m.paymentIntentId }).forUpdate().first('id', 'status');
      if (m.orderId !== null) q.andWhere({ id: m.orderId });
      return q;
    },
  };
}
