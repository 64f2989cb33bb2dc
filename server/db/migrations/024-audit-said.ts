import type { Knex } from 'knex';

export const name = '024-audit-said';

/**
 * A History row's summary as said (docs/decisions/060-server-messages-in-both-languages.md): the
 * message's id and values, rendered in the reader's language when the History is read. `summary`
 * keeps the English text, as before; rows written before this column read in English.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('audit_log', (t) => {
    t.jsonb('summary_said').nullable().comment('the summary as a message id and values, rendered in the reader’s language');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('audit_log', (t) => {
    t.dropColumn('summary_said');
  });
}
