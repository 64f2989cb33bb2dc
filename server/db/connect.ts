import knex, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from './migrations/index';

// DATE columns come back as the 'YYYY-MM-DD' string they are, never shifted by the process's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);
// BIGINT counts (count(*)) fit easily in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
// NUMERIC sums come back as numbers too; money columns are integer cents.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));

export type Db = Knex;

export function connect(url: string, pool: { min?: number; max?: number } = {}): Db {
  return knex({
    client: 'pg',
    connection: { connectionString: url, application_name: 'barbershop' },
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    migrations: { migrationSource, tableName: 'knex_migrations' },
  });
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest();
}
