import pg from 'pg';
import type { Config } from '../config';
import { connect, type Db } from './connect';
import { migrateDatabase, pendingMigrations } from './migrate';
import fs from 'node:fs';
import path from 'node:path';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded';
import { seedIfEmpty } from './seed';

export type OpenDatabase = { db: Db; url: string; embedded: boolean; close: () => Promise<void> };

export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
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
 * files under DATA_DIR. Either way: migrated to the latest version and seeded when empty, unless
 * SKIP_MIGRATIONS=1 (then start stops if this build's migrations have not run: `npm run migrate`).
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
    if (config.skipMigrations) {
      const pending = await pendingMigrations(db);
      if (pending.length)
        throw new Error(
          `SKIP_MIGRATIONS=1 but ${pending.length} migration(s) of this release have not run (${pending.join(', ')}): run \`npm run migrate\` first.`,
        );
    } else {
      const ran = await migrateDatabase(url, config.log);
      if (ran.length) config.log.info(`Migrated: ${ran.join(', ')}`);
      await seedIfEmpty(db, config.log);
    }
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

/**
 * The URL of the app's database for a tool (backup, restore), neither migrated nor seeded: DATABASE_URL,
 * else the embedded one in DATA_DIR: the running server's when one is running, else started here.
 */
export async function databaseForTool(config: Config): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: () => Promise.resolve() };
  const owner = path.join(config.dataDir, 'server.pid');
  const pid = fs.existsSync(owner) ? Number(fs.readFileSync(owner, 'utf8')) : NaN;
  let running: boolean;
  try {
    running = Number.isInteger(pid) && pid > 0 && process.kill(pid, 0);
  } catch {
    running = false;
  }
  if (running) return { url: runningEmbeddedUrl(config.dataDir, 'barbershop'), close: () => Promise.resolve() };
  const embedded = await startEmbeddedPostgres(config.dataDir, config.log);
  return { url: await ensureDatabase(embedded.url, 'barbershop'), close: embedded.stop };
}
