import type { Knex } from 'knex';

export const name = '029-order-holder-address';

/**
 * The address (hashed) an unpaid order was made from, so the units one address holds at once can be
 * counted (docs/decisions/085-checkout-holds.md). Additive: older builds ignore the column.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('orders', (t) => {
    t.text('held_by_address').nullable();
    t.index(['held_by_address'], 'orders_held_by_address_idx', { predicate: db.whereRaw("status = 'pending' and stock_held") });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('orders', (t) => {
    t.dropIndex(['held_by_address'], 'orders_held_by_address_idx');
    t.dropColumn('held_by_address');
  });
}
