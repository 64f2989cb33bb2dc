import type { Knex } from 'knex';

export const name = '019-client-search';

/**
 * Client search without regard to accents (docs/decisions/055-client-identity-and-search.md):
 * PostgreSQL's `unaccent` extension, a trusted one (PostgreSQL 13 and later), so the database owner
 * may create it as it does `btree_gist`. 'velazquez' finds Velázquez.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('create extension if not exists unaccent');
}

export async function down(): Promise<void> {
  // unaccent stays: other objects may use it, and `create extension if not exists` is idempotent.
}
