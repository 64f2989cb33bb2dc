import type { Knex } from 'knex';

export const name = '006-push';

// Written out, not imported: a migration must mean the same thing forever.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Web-push reminders (docs/decisions/007-push.md): the devices of clients who opted in, and one row
 * per reminder due before an appointment (24 h and 2 h), claimed by the reminder job with
 * `FOR UPDATE SKIP LOCKED`. The VAPID keys live in `app_settings` (from 004-staff), key 'vapid_keys'.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('push_subscriptions', (t) => {
    t.increments('id');
    t.integer('client_id').notNullable().references('clients.id').onDelete('CASCADE');
    t.text('endpoint').notNullable().unique().comment("the push service's URL for this device");
    t.text('p256dh').notNullable().comment("the browser's public key, base64url");
    t.text('auth').notNullable().comment('the auth secret, base64url');
    t.text('user_agent').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_success_at', { useTz: true }).nullable();
    t.integer('failure_count').notNullable().defaultTo(0).comment('consecutive failed sends (404/410 delete the row instead)');
    t.index(['client_id']);
  });

  await db.schema.createTable('appointment_reminders', (t) => {
    t.bigIncrements('id');
    t.integer('appointment_id').notNullable().references('appointments.id').onDelete('CASCADE');
    t.text('kind').notNullable().comment("'24h' or '2h' before the start");
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.text('state').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().comment('when a pending row may be claimed');
    t.timestamp('locked_at', { useTz: true }).nullable().comment("set when claimed ('sending'); stale after a few minutes");
    t.text('last_error').notNullable().defaultTo('');
    t.integer('sent_count').notNullable().defaultTo(0).comment('devices it reached');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['appointment_id', 'kind']);
  });
  await db.raw(`
    alter table appointment_reminders
      add constraint appointment_reminders_kind check (kind in (${list(['24h', '2h'])})),
      add constraint appointment_reminders_state check (state in (${list(['pending', 'sending', 'sent', 'failed', 'skipped'])})),
      add constraint appointment_reminders_locked check ((state = 'sending') = (locked_at is not null)),
      add constraint appointment_reminders_attempts check (attempts >= 0 and sent_count >= 0)
  `);
  // The job's two look-ups: pending rows that are due, and 'sending' rows whose claim went stale.
  await db.raw(`create index appointment_reminders_pending on appointment_reminders (next_attempt_at) where state = 'pending'`);
  await db.raw(`create index appointment_reminders_sending on appointment_reminders (locked_at) where state = 'sending'`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('appointment_reminders');
  await db.schema.dropTable('push_subscriptions');
  await db('app_settings').where({ key: 'vapid_keys' }).delete();
}
