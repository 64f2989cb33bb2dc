import pg from 'pg';
import type { Config } from '../config';
import { connect, migrateLatest, type Db } from './connect';
import { startEmbeddedPostgres } from './embedded';
import { seedIfEmpty } from './seed';

export type OpenDatabase = { db: Db; url: string; embedded: boolean; close: () => Promise<void> };

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The database the app runs on: the server at DATABASE_URL, or an embedded PostgreSQL with its
 * files under DATA_DIR. Either way: migrated to the latest version and seeded when empty.
 */
export async function openDatabase(config: Config, opts: { onEmbeddedGone?: (reason: string) => void } = {}): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, config.log, { onGone: opts.onEmbeddedGone });
    stopEmbedded = embedded.stop;
    url = await ensureDatabase(embedded.url, 'barbershop');
  }
  const db = connect(url, undefined, undefined, config.log);
  try {
    await migrateLatest(db);
    await seedIfEmpty(db, config.log);
  } catch (err) {
    await db.destroy();
    await stopEmbedded?.();
    throw err;
  }
  return {
    db,
    url,
    embedded: Boolean(stopEmbedded),
    close: async () => {
      await db.destroy();
      await stopEmbedded?.();
    },
  };
}
