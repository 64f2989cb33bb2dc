import type { Knex } from 'knex';

export const name = '016-client-language';

/**
 * The client's language (docs/decisions/046-spanish.md): 'en' or 'es'. A public booking
 * saves the language it was made in; staff may change it. Every message to the client (email, SMS,
 * push, the calendar invite's text) and the manage link's `?lang=` follow it. Clients on file are English.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('clients', (t) => {
    t.text('lang').notNullable().defaultTo('en').comment('the language messages to the client are written in');
  });
  await db.raw("alter table clients add constraint clients_lang check (lang in ('en', 'es'))");
}

export async function down(db: Knex): Promise<void> {
  await db.raw('alter table clients drop constraint clients_lang');
  await db.schema.alterTable('clients', (t) => {
    t.dropColumn('lang');
  });
}
