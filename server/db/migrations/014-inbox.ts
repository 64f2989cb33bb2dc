import type { Knex } from 'knex';

export const name = '014-inbox';

/**
 * The Contact inbox (docs/decisions/045-contact-inbox.md):
 * - `contact_messages.handled_at` / `handled_by`: staff marked the message handled (null: unread, it
 *   counts in the dashboard header). A reply marks it handled too; "Mark unread" clears both.
 * - `contact_message_replies`: staff's email answers, each written in the same transaction as its
 *   outbox row (`notifications`, kind 'contact-reply'), whose state the thread shows.
 * The client's record is matched by email when read (`lower(trim(email))`, as clients are unique on
 * it), so a message from someone who books later links to them too.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('contact_messages', (t) => {
    t.timestamp('handled_at', { useTz: true }).nullable().comment('staff marked it handled; null = unread');
    t.integer('handled_by').nullable().references('staff_users.id').onDelete('SET NULL');
  });
  // The inbox lists newest first; the header counts the unread.
  await db.raw('create index contact_messages_newest on contact_messages (created_at desc, id desc)');
  await db.raw('create index contact_messages_unread on contact_messages (id) where handled_at is null');

  await db.schema.createTable('contact_message_replies', (t) => {
    t.increments('id');
    t.integer('contact_message_id').notNullable().references('contact_messages.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.integer('staff_user_id').nullable().references('staff_users.id').onDelete('SET NULL');
    t.bigInteger('notification_id').nullable().references('notifications.id').onDelete('SET NULL').comment('its email in the outbox');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['contact_message_id', 'created_at']);
  });
  await db.raw('alter table contact_message_replies add constraint contact_message_replies_body check (length(body) between 1 and 5000)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('contact_message_replies');
  await db.raw('drop index contact_messages_unread');
  await db.raw('drop index contact_messages_newest');
  await db.schema.alterTable('contact_messages', (t) => {
    t.dropColumn('handled_by');
    t.dropColumn('handled_at');
  });
}
