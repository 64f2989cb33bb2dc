import type { Knex } from 'knex';

export const name = '031-line-push';

// Written out, not imported: a migration must mean the same thing forever.
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Web push for clients in the line (docs/decisions/071-line-push-and-floor-first.md):
 * - line_push_subscriptions: the devices a client allowed from their own page (/line/:token), bound to
 *   that one entry (its token was the proof); deleted with the entry.
 * - notifications.channel gains 'push': one row per entry, kind and channel (notifications_line_once),
 *   sent by the notification job to every device of the entry.
 * Additive: older builds never write either.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('line_push_subscriptions', (t) => {
    t.increments('id');
    t.integer('line_entry_id').notNullable().references('line_entries.id').onDelete('CASCADE');
    t.text('endpoint').notNullable().comment("the push service's URL for this device");
    t.text('p256dh').notNullable().comment("the browser's public key, base64url");
    t.text('auth').notNullable().comment('the auth secret, base64url');
    t.text('user_agent').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_success_at', { useTz: true }).nullable();
    t.unique(['line_entry_id', 'endpoint']);
  });
  await db.raw(`alter table notifications drop constraint notifications_channel,
    add constraint notifications_channel check (channel in (${list(['email', 'sms', 'push'])}))`);
}

export async function down(db: Knex): Promise<void> {
  await db('notifications').where({ channel: 'push' }).delete();
  await db.raw(`alter table notifications drop constraint notifications_channel,
    add constraint notifications_channel check (channel in (${list(['email', 'sms'])}))`);
  await db.schema.dropTable('line_push_subscriptions');
}
