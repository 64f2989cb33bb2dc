import type { Knex } from 'knex';

export const name = '015-product-translations';

/**
 * Products' own text in a second language (docs/decisions/046-spanish.md), as services and barbers
 * have had since migration 011: `{ "es": { "name": …, "description": … } }`; a field absent or empty
 * falls back to English.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (t) => {
    t.jsonb('translations').notNullable().defaultTo('{}').comment('{ "es": { "name": …, "description": … } }');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (t) => t.dropColumn('translations'));
}
