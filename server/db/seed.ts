import type { Db } from './connect';
import { BARBERS, PRODUCTS, SERVICES } from './seeds/catalogue-data';
import { barberHoursRows } from './seeds/barber-hours';

import type { Knex } from 'knex';
import { noLog, type Logger } from '../logger';

type Row = Record<string, unknown>;
/** Each seeded product's stock (docs/decisions/044-store-operations.md). */
const SEED_STOCK = 12;
/** `rows` may read what earlier seeders wrote (through `trx`), e.g. barber ids for weekly hours. */
type Seeder = { table: string; rows: (trx: Knex.Transaction) => Row[] | Promise<Row[]> };

/**
 * Seed rows in order, their `es` text as the row's `translations` (docs/decisions/046-spanish.md) when
 * the table has the column (migrations 011 and 015; a database migrated part of the way may not).
 */
async function withSpanish(trx: Knex.Transaction, table: string, seeds: readonly { es: Record<string, string> }[]): Promise<Row[]> {
  const translated = await trx.schema.hasColumn(table, 'translations');
  return seeds.map(({ es, ...row }, i) => ({ ...row, sort_order: i, ...(translated ? { translations: JSON.stringify({ es }) } : {}) }));
}

/**
 * Seeders run in order; each fills its table only when the table is empty, so a restart never
 * overwrites what staff changed. Later features append their own seeders here.
 */
export const seeders: Seeder[] = [
  { table: 'services', rows: async (trx) => withSpanish(trx, 'services', SERVICES) },
  { table: 'barbers', rows: async (trx) => withSpanish(trx, 'barbers', BARBERS) },
  {
    table: 'products',
    // In stock from the start (migration 013's column; a database migrated part of the way has none).
    rows: async (trx) => {
      const stock = (await trx.schema.hasColumn('products', 'stock')) ? { stock: SEED_STOCK } : {};
      return (await withSpanish(trx, 'products', PRODUCTS)).map((p) => ({ ...p, ...stock }));
    },
  },
  { table: 'barber_hours', rows: barberHoursRows },
  // Every barber performs every service, at the service's price.
  {
    table: 'service_barbers',
    rows: async (trx) => {
      const services: { id: number }[] = await trx('services').select('id');
      const barbers: { id: number }[] = await trx('barbers').select('id');
      return services.flatMap((s) => barbers.map((b) => ({ service_id: s.id, barber_id: b.id })));
    },
  },
];

export async function seedIfEmpty(db: Db, log: Logger = noLog): Promise<void> {
  await db.transaction(async (trx) => {
    // One seeding at a time, even with two processes starting together.
    await trx.raw('select pg_advisory_xact_lock(?)', [727_001]);
    for (const seeder of seeders) {
      // A database migrated only part of the way (a migration's own test) lacks the later tables.
      if (!(await trx.schema.hasTable(seeder.table))) continue;
      const row = await trx(seeder.table).count<{ count: number }[]>({ count: '*' }).first();
      if (Number(row?.count ?? 0) > 0) continue;
      const rows = await seeder.rows(trx);
      if (rows.length === 0) continue;
      await trx(seeder.table).insert(rows);
      log.info(`Seeded ${rows.length} rows into ${seeder.table}`);
    }
    await addSeededSpanish(trx, log);
  });
}

/** Which columns say a row is still the seed's, word for word. */
const SEEDED_TEXT: ReadonlyArray<{ table: string; seeds: readonly (Row & { es: Record<string, string> })[]; match: readonly string[] }> = [
  { table: 'services', seeds: SERVICES, match: ['name', 'description'] },
  { table: 'barbers', seeds: BARBERS, match: ['name', 'title', 'bio'] },
  { table: 'products', seeds: PRODUCTS, match: ['name', 'description'] },
];

/**
 * A shop seeded before the Spanish (docs/decisions/046-spanish.md): each row still word for word as
 * seeded and with no translations gets the seed's Spanish. Rows the owner wrote or translated are left
 * alone; once done, there is nothing left to do at the next start.
 */
async function addSeededSpanish(trx: Knex.Transaction, log: Logger): Promise<void> {
  for (const { table, seeds, match } of SEEDED_TEXT) {
    if (!(await trx.schema.hasColumn(table, 'translations'))) continue;
    let added = 0;
    for (const seed of seeds) {
      const where = Object.fromEntries(match.map((c) => [c, seed[c]]));
      // Look first: an UPDATE of no rows still fires the tables' statement triggers (every cache forgets).
      const ids = (await trx(table).where(where).whereRaw(`translations = '{}'::jsonb`).select<{ id: number }[]>('id')).map((r) => r.id);
      if (ids.length > 0)
        added += await trx(table)
          .whereIn('id', ids)
          .update({ translations: JSON.stringify({ es: seed.es }) });
    }
    if (added > 0) log.info(`Added the seeded Spanish to ${added} rows of ${table}`);
  }
}
