import type { Knex } from 'knex';

export const name = '004-staff';

/**
 * Staff sign-in: accounts (scrypt hashes), server-side sessions (koa-session's external store),
 * failed-login records for throttling (shared by every process), and generated secrets.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('staff_users', (t) => {
    t.increments('id');
    t.text('username').notNullable();
    t.text('display_name').notNullable();
    t.text('password_hash').notNullable();
    t.timestamp('password_changed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check('char_length(??) between 3 and 64', ['username'], 'staff_users_username_length');
  });
  // Usernames are unique whatever their case: "Admin" and "admin" are one account.
  await db.raw('create unique index staff_users_username_lower_unique on staff_users (lower(username))');

  await db.schema.createTable('sessions', (t) => {
    t.text('id').primary().comment('sha256 of the cookie value, never the value itself');
    t.jsonb('data').notNullable().defaultTo('{}');
    t.integer('staff_user_id').nullable().references('id').inTable('staff_users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().comment('absolute end, from created_at');
    t.index(['staff_user_id']);
    t.index(['expires_at']);
  });

  await db.schema.createTable('login_attempts', (t) => {
    t.bigIncrements('id');
    t.text('key').notNullable().comment("'user:<sha256>' or 'ip:<sha256>'");
    t.timestamp('attempted_at', { useTz: true }).notNullable();
    t.index(['key', 'attempted_at']);
    t.index(['attempted_at']);
  });

  await db.schema.createTable('app_settings', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('app_settings');
  await db.schema.dropTable('login_attempts');
  await db.schema.dropTable('sessions');
  await db.schema.dropTable('staff_users');
}
