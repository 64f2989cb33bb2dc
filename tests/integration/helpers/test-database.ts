import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, DB_LIMITS, migrateLatest, type Db } from '../../../server/db/connect';
import { seedIfEmpty } from '../../../server/db/seed';

export type TestDatabase = { db: Db; url: string; name: string; drop: () => Promise<void> };

async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A fresh database of its own for one test file: created, migrated, seeded; dropped afterwards.
 * `migrations`: run only the first N migrations (a migration's own test, on the data before it).
 */
export async function createTestDatabase(
  opts: { seed?: boolean; pool?: number; limits?: Partial<typeof DB_LIMITS>; migrations?: number } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  await admin(adminUrl, async (c) => {
    await c.query(`create database "${name}"`);
    // Commits do not wait for the disk: on a shared server, other files creating and dropping their
    // databases (WAL and checkpoints) could otherwise stall a race of 50 commits for many seconds.
    // What the tests prove (who wins, what is stored) does not depend on it.
    await c.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  // Migrations and seeds run under the normal limits: a test's shortened ones (say a 500 ms wait for a
  // connection) are for the requests it makes, and would fail the setup on a busy machine.
  const setup = opts.limits ? connect(url, { max: 2 }, DB_LIMITS) : undefined;
  const db = connect(url, { max: opts.pool ?? 10 }, { ...DB_LIMITS, ...opts.limits });
  try {
    if (opts.migrations === undefined) await migrateLatest(setup ?? db);
    else for (let i = 0; i < opts.migrations; i++) await (setup ?? db).migrate.up();
    if (opts.seed !== false) await seedIfEmpty(setup ?? db);
  } finally {
    await setup?.destroy();
  }
  return {
    db,
    url,
    name,
    drop: async () => {
      await db.destroy();
      await admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
