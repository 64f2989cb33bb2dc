import { inject } from 'vitest';
import { connect, DB_LIMITS, migrateLatest, type Db } from '../../../server/db/connect';
import { seedIfEmpty } from '../../../server/db/seed';
import { freshDatabase } from './server-databases';

export type TestDatabase = { db: Db; url: string; name: string; drop: () => Promise<void> };

/**
 * The run's template (global-setup.ts): a database migrated to the latest and seeded once, which every
 * test file's database copies (`create database ... template`, a file copy) instead of running every
 * migration again. Nothing connects to it after this, as PostgreSQL requires of a template.
 */
export async function makeTemplateDatabase(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const { name, url, drop } = await freshDatabase(adminUrl, 'tpl');
  const db = connect(url, { max: 2 }, DB_LIMITS);
  try {
    await migrateLatest(db);
    await seedIfEmpty(db);
  } finally {
    await db.destroy();
  }
  return { name, drop };
}

/**
 * A fresh database of its own for one test file, dropped afterwards: a copy of the run's migrated and
 * seeded template, or, for `seed: false` or `migrations`, created empty and migrated here.
 * `migrations`: run only the first N migrations (a migration's own test, on the data before it).
 */
export async function createTestDatabase(
  opts: { seed?: boolean; pool?: number; limits?: Partial<typeof DB_LIMITS>; migrations?: number } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const copy = opts.migrations === undefined && opts.seed !== false;
  // What the tests prove (who wins, what is stored) does not depend on waiting for the disk.
  const { name, url, drop } = await freshDatabase(adminUrl, 't', copy ? inject('templateDatabase') : undefined);
  // Migrations and seeds run under the normal limits: a test's shortened ones (say a 500 ms wait for a
  // connection) are for the requests it makes, and would fail the setup on a busy machine.
  const setup = opts.limits ? connect(url, { max: 2 }, DB_LIMITS) : undefined;
  const db = connect(url, { max: opts.pool ?? 10 }, { ...DB_LIMITS, ...opts.limits });
  try {
    if (!copy && opts.migrations === undefined) await migrateLatest(setup ?? db);
    else if (!copy) for (let i = 0; i < opts.migrations!; i++) await (setup ?? db).migrate.up();
    if (!copy && opts.seed !== false) await seedIfEmpty(setup ?? db);
  } finally {
    await setup?.destroy();
  }
  return {
    db,
    url,
    name,
    drop: async () => {
      await db.destroy();
      await drop();
    },
  };
}
