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
 * Seeders run in order; each fills its table only when the table is empty, so a restart never
 * overwrites what staff changed. Later features append their own seeders here.
 */
export const seeders: Seeder[] = [
  { table: 'services', rows: () => SERVICES.map((s, i) => ({ ...s, sort_order: i })) },
  { table: 'barbers', rows: () => BARBERS.map((b, i) => ({ ...b, sort_order: i })) },
  {
    table: 'products',
    // In stock from the start (migration 013's column; a database migrated part of the way has none).
    rows: async (trx) => {
      const stock = (await trx.schema.hasColumn('products', 'stock')) ? { stock: SEED_STOCK } : {};
      return PRODUCTS.map((p, i) => ({ ...p, sort_order: i, ...stock }));
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
  });
}
