import type { Knex } from 'knex';

export const name = '013-store';

// Written out, not imported: a migration must mean the same thing forever.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const ORDER_STATUSES = ['pending', 'paid', 'ready', 'picked_up', 'refunded', 'failed', 'canceled'];
/** What a product already in the store holds after this migration, until the owner counts it. */
const STARTING_STOCK = 10;

/**
 * The store's operations (docs/decisions/044-store-operations.md):
 * - `products.stock`: what can still be bought. Checkout subtracts an order's quantities when it starts
 *   a payment (`update … where stock >= qty`), so `check (stock >= 0)` is what stops two buyers of the
 *   last one; a failed, abandoned or refunded order adds them back. `low_stock_threshold`: the dashboard
 *   lists a product at or under it. `retired_at`: gone from the store, kept for past orders' lines.
 *   `image_id`: an uploaded photo (the back office's pipeline), over the seeded `image` path.
 * - `orders`: the buyer (name, email, phone: pickup at the shop); `stock_held` while the order's
 *   quantities are out of `products.stock` (reserved, then taken); the front desk's statuses ready and
 *   picked_up, and refunded (with Stripe's refund id).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (t) => {
    t.integer('stock').notNullable().defaultTo(0).comment('units that can still be bought (reserved units are out of it)');
    t.integer('low_stock_threshold').notNullable().defaultTo(3).comment('the dashboard lists the product at or under this');
    t.timestamp('retired_at', { useTz: true }).nullable().comment('retired: out of the store; past orders keep their lines');
    t.integer('image_id').nullable().references('images.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).nullable();
  });
  await db('products').update({ stock: STARTING_STOCK });
  await db.raw(`
    alter table products
      add constraint products_stock_nonnegative check (stock >= 0),
      add constraint products_low_stock_nonnegative check (low_stock_threshold >= 0)
  `);
  // A retired product's name may be used again by a new one.
  await db.raw('alter table products drop constraint if exists products_name_unique');
  await db.raw('create unique index products_live_name_unique on products (lower(name)) where retired_at is null');

  await db.schema.alterTable('orders', (t) => {
    t.text('customer_name').nullable();
    t.text('customer_email').nullable();
    t.text('customer_phone').nullable();
    t.boolean('stock_held').notNullable().defaultTo(false).comment("true while the order's quantities are out of products.stock");
    t.text('refund_id').nullable().comment("Stripe's refund id (re_...)");
    t.timestamp('ready_at', { useTz: true }).nullable();
    t.timestamp('picked_up_at', { useTz: true }).nullable();
    t.timestamp('refunded_at', { useTz: true }).nullable();
    t.timestamp('canceled_at', { useTz: true }).nullable();
    t.index(['created_at']);
  });
  await db.raw('alter table orders drop constraint orders_status');
  await db.raw(`alter table orders add constraint orders_status check (status in (${list(ORDER_STATUSES)}))`);
  // The Store page is pre-rendered from products (docs/decisions/043-prerendering.md): a change to one,
  // stock included, drops the kept pages as a change to services does (migration 007's function).
  await db.raw(`
    create trigger products_schedule_notify after insert or update or delete on products
      for each statement execute function schedule_notify_everything()`);
  // Checkout's look-up of abandoned reservations.
  await db.raw(`create index orders_pending_held on orders (created_at) where status = 'pending' and stock_held`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop trigger products_schedule_notify on products');
  await db.raw('drop index orders_pending_held');
  await db('orders').whereIn('status', ['ready', 'picked_up']).update({ status: 'paid' });
  await db('orders').where({ status: 'refunded' }).update({ status: 'canceled' });
  await db.raw('alter table orders drop constraint orders_status');
  await db.raw(`alter table orders add constraint orders_status check (status in (${list(['pending', 'paid', 'failed', 'canceled'])}))`);
  await db.schema.alterTable('orders', (t) => {
    t.dropIndex(['created_at']);
    for (const c of [
      'customer_name',
      'customer_email',
      'customer_phone',
      'stock_held',
      'refund_id',
      'ready_at',
      'picked_up_at',
      'refunded_at',
      'canceled_at',
    ])
      t.dropColumn(c);
  });
  await db.raw('drop index products_live_name_unique');
  await db.raw('alter table products add constraint products_name_unique unique (name)');
  await db.schema.alterTable('products', (t) => {
    for (const c of ['stock', 'low_stock_threshold', 'retired_at', 'image_id', 'updated_at']) t.dropColumn(c);
  });
}
