import type { Knex } from 'knex';
import { PRODUCT_CATEGORIES } from '#shared/shop';

export const name = '001-catalogue';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('services', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.text('description').notNullable().defaultTo('');
    t.integer('price_cents').nullable().comment('null: priced by phone (Llamar)');
    t.integer('duration_min').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check('?? > 0 and ?? <= 480', ['duration_min', 'duration_min'], 'services_duration_range');
    t.check('?? is null or ?? >= 0', ['price_cents', 'price_cents'], 'services_price_nonnegative');
  });
  await db.schema.createTable('barbers', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('title').notNullable().defaultTo('');
    t.decimal('rating', 2, 1).notNullable().defaultTo(5.0);
    t.text('bio').notNullable().defaultTo('');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check('?? between 0 and 5', ['rating'], 'barbers_rating_range');
  });
  await db.schema.createTable('products', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.text('description').notNullable().defaultTo('');
    t.integer('price_cents').notNullable();
    t.text('category').notNullable();
    t.text('size').notNullable().defaultTo('');
    t.text('image').nullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check('?? >= 0', ['price_cents'], 'products_price_nonnegative');
    t.check(`?? in (${PRODUCT_CATEGORIES.map(() => '?').join(', ')})`, ['category', ...PRODUCT_CATEGORIES], 'products_category');
    t.index(['category']);
  });
  await db.schema.createTable('contact_messages', (t) => {
    t.increments('id');
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable().defaultTo('');
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('contact_messages');
  await db.schema.dropTable('products');
  await db.schema.dropTable('barbers');
  await db.schema.dropTable('services');
}
