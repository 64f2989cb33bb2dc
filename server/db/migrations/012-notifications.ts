import type { Knex } from 'knex';

export const name = '012-notifications';

// Written out, not imported: a migration must mean the same thing forever.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Email and SMS to clients (docs/decisions/042-notifications.md):
 * - `notifications`: the outbox. Each message owed is a row written in the same transaction as the
 *   booking, walk-in, change or cancellation that owes it; the notification job claims due rows with
 *   `FOR UPDATE SKIP LOCKED`, sends them, and marks them sent, retried (back-off) or failed. An insert
 *   NOTIFYs `notifications_due`, so the job wakes at once instead of waiting for its tick.
 * - `appointments.manage_token_hash`: SHA-256 of the appointment's manage link token (the token itself
 *   is derived from a server key and never stored); `ics_sequence`: the calendar SEQUENCE, raised by
 *   every change and the cancellation.
 * - `clients.reminders_off_at`: the client turned reminders off (the footer link of every email).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.integer('client_id').nullable().references('clients.id').onDelete('CASCADE');
    t.integer('appointment_id').nullable().references('appointments.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('channel').notNullable();
    t.text('recipient').notNullable().comment('an email address, or an E.164 phone number');
    t.jsonb('payload').notNullable().defaultTo('{}').comment('what the message says, as at the change that owed it');
    t.text('state').notNullable().defaultTo('pending');
    t.timestamp('due_at', { useTz: true }).notNullable().comment('not sent before this instant (reminders: before the start)');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().comment('when a pending row may be claimed');
    t.timestamp('locked_at', { useTz: true }).nullable().comment("set when claimed ('sending'); stale after a few minutes");
    t.text('last_error').notNullable().defaultTo('');
    t.text('provider_id').nullable().comment("the SMTP Message-ID or Twilio's message SID");
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.integer('staff_user_id').nullable().references('staff_users.id').onDelete('SET NULL').comment('who sent it, for staff reminders');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['client_id', 'created_at']);
    t.index(['appointment_id']);
  });
  await db.raw(`
    alter table notifications
      add constraint notifications_kind check (kind in (${list(['confirmation', 'change', 'cancellation', 'reminder-24h', 'reminder-2h', 'lapsed', 'order-ready', 'contact-reply'])})),
      add constraint notifications_channel check (channel in (${list(['email', 'sms'])})),
      add constraint notifications_state check (state in (${list(['pending', 'sending', 'sent', 'failed', 'skipped', 'not-configured'])})),
      add constraint notifications_locked check ((state = 'sending') = (locked_at is not null)),
      add constraint notifications_sent check ((state = 'sent') = (sent_at is not null)),
      add constraint notifications_attempts check (attempts >= 0),
      add constraint notifications_recipient check (length(recipient) between 3 and 320)
  `);
  // One reminder of each kind and channel per appointment, however often it is moved (a move re-dates it).
  await db.raw(
    `create unique index notifications_one_reminder on notifications (appointment_id, kind, channel) where kind in ('reminder-24h', 'reminder-2h')`,
  );
  // The job's two look-ups: pending rows that are due, and 'sending' rows whose claim went stale.
  await db.raw(`create index notifications_pending on notifications (next_attempt_at) where state = 'pending'`);
  await db.raw(`create index notifications_sending on notifications (locked_at) where state = 'sending'`);
  await db.raw(`
    create function notifications_due_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('notifications_due', '');
      return null;
    end $$`);
  await db.raw(`
    create trigger notifications_due_notify after insert on notifications
      for each statement execute function notifications_due_notify()`);

  await db.schema.alterTable('appointments', (t) => {
    t.text('manage_token_hash').nullable().unique().comment('hex SHA-256 of the manage link token');
    t.integer('ics_sequence').notNullable().defaultTo(0).comment('iCalendar SEQUENCE: raised by each change and the cancellation');
  });
  await db.schema.alterTable('clients', (t) => {
    t.timestamp('reminders_off_at', { useTz: true }).nullable().comment('the client turned reminders off');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('clients', (t) => t.dropColumn('reminders_off_at'));
  await db.schema.alterTable('appointments', (t) => {
    t.dropColumn('ics_sequence');
    t.dropColumn('manage_token_hash');
  });
  await db.schema.dropTable('notifications');
  await db.raw('drop function notifications_due_notify()');
  await db('app_settings').where({ key: 'link_key' }).delete();
}
