import type { Logger } from '../logger';
import { connect, type Db } from './connect';

/**
 * Migrations run on a connection of their own with their own limits, not the request's (10 s lock,
 * 30 s statement): a second process starting while another migrates waits on Knex's lock row for up to
 * 10 minutes instead of giving up after 10 s, and a long index build is not cut at 30 s.
 */
export const MIGRATION_LIMITS = {
  lockTimeoutMs: 10 * 60_000,
  statementTimeoutMs: 30 * 60_000,
  idleInTransactionMs: 30 * 60_000,
  acquireTimeoutMs: 60_000,
};

/**
 * Brings the database at `url` up to this build's migrations; returns the names it ran. Migrations
 * already in the database that this build does not know (a newer release ran them) are allowed: every
 * migration is additive first (docs/decisions/083-release-and-migrate.md), so an older build keeps
 * serving on a newer schema, and a rollback does not need a down-migration.
 */
export async function migrateDatabase(url: string, log?: Logger): Promise<string[]> {
  const db = connect(url, { max: 1 }, MIGRATION_LIMITS, log);
  try {
    const [, ran] = (await db.migrate.latest({ disableMigrationsListValidation: true })) as [number, string[]];
    return ran;
  } finally {
    await db.destroy();
  }
}

/** This build's migrations the database has not run. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [, pending] = (await db.migrate.list({ disableMigrationsListValidation: true })) as [unknown[], Array<{ name: string } | string>];
  return pending.map((m) => (typeof m === 'string' ? m : m.name));
}
