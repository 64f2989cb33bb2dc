import type { Knex } from 'knex';

export const name = '005-admin';

// Written out, not imported: a migration must mean the same thing forever.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Admin area: reminders recorded for clients (sent by web push once that lands; until then only
 * recorded), and the Idempotency-Key store shared by every server process (docs/decisions/035-idempotency-key.md).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reminders', (t) => {
    t.bigIncrements('id');
    t.integer('client_id').notNullable().references('clients.id').onDelete('CASCADE');
    t.integer('appointment_id').nullable().references('appointments.id').onDelete('SET NULL');
    t.integer('staff_user_id').nullable().references('staff_users.id').onDelete('SET NULL').comment('who asked; null for the job');
    t.text('kind').notNullable();
    t.text('channel').notNullable().comment("'none' = recorded only, 'push' = web push");
    t.text('status').notNullable();
    t.text('detail').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['client_id', 'created_at']);
  });
  await db.raw(`
    alter table reminders
      add constraint reminders_kind check (kind in (${list(['manual', 'bulk', 'before-appointment'])})),
      add constraint reminders_channel check (channel in (${list(['none', 'push'])})),
      add constraint reminders_status check (status in (${list(['recorded', 'sent', 'failed'])}))
  `);

  await db.schema.createTable('idempotency_keys', (t) => {
    t.text('key').primary().comment('the Idempotency-Key header, 1-200 chars of [A-Za-z0-9_-:.]');
    t.text('fingerprint').notNullable().comment('sha256 of method, path and canonical JSON body');
    t.integer('staff_user_id').nullable().references('staff_users.id').onDelete('SET NULL');
    t.text('state').notNullable().defaultTo('running');
    t.integer('status_code').nullable();
    t.jsonb('response_body').nullable();
    t.jsonb('response_headers').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.index(['created_at']);
  });
  await db.raw(`
    alter table idempotency_keys
      add constraint idempotency_keys_state check (state in ('running', 'done')),
      add constraint idempotency_keys_done check ((state = 'done') = (status_code is not null))
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('idempotency_keys');
  await db.schema.dropTable('reminders');
}
