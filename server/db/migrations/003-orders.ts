import type { Knex } from 'knex';

export const name = '003-orders';

const ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled'] as const;

/**
 * Store orders: what the server priced (integer cents, from the products table), the Stripe
 * PaymentIntent made for it, and the webhook events already handled (so a repeat acts once).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('orders', (t) => {
    t.increments('id');
    t.text('status').notNullable().defaultTo('pending');
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable().defaultTo('usd');
    t.text('payment_intent_id').nullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.check(`?? in (${ORDER_STATUSES.map(() => '?').join(', ')})`, ['status', ...ORDER_STATUSES], 'orders_status');
    t.check('?? >= 0', ['amount_cents'], 'orders_amount_nonnegative');
  });
  await db.schema.createTable('order_items', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('product_id').notNullable().references('id').inTable('products').onDelete('RESTRICT');
    t.text('name').notNullable().comment('product name when ordered');
    t.integer('unit_price_cents').notNullable().comment('product price when ordered');
    t.integer('quantity').notNullable();
    t.unique(['order_id', 'product_id']);
    t.check('?? between 1 and 99', ['quantity'], 'order_items_quantity_range');
    t.check('?? >= 0', ['unit_price_cents'], 'order_items_price_nonnegative');
  });
  await db.schema.createTable('stripe_events', (t) => {
    t.text('id').primary().comment("Stripe's event id (evt_...)");
    t.text('type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('stripe_events');
  await db.schema.dropTable('order_items');
  await db.schema.dropTable('orders');
}
