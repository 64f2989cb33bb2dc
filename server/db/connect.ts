import knex, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from './migrations/index';
import { scrub, type Logger } from '../logger';

// DATE columns come back as the 'YYYY-MM-DD' string they are, never shifted by the process's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);
// BIGINT counts (count(*)) fit easily in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
// NUMERIC sums come back as numbers too; money columns are integer cents.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));

export type Db = Knex;
/** A transaction's handle (what `db.transaction(async (trx) => …)` gives): commands name it without importing Knex. */
export type Tx = Knex.Transaction;

declare const keyScoped: unique symbol;
/**
 * The handle a write covered by an Idempotency-Key goes through: the key's transaction, or the pool
 * when the request carries no key. Only `idempotent()` (middleware/idempotency.ts) makes one, so a
 * command that takes it refuses the app's own `db` at compile time.
 */
export type KeyScopedDb = Db & { readonly [keyScoped]: true };

/**
 * Time limits, so a request never hangs on the database (it answers 503 "busy, try again" instead;
 * middleware/error-handler.ts): a lock awaited longer than `lockTimeoutMs`, a statement running
 * longer than `statementTimeoutMs`, a transaction idle longer than `idleInTransactionMs`, or no free
 * pool connection within `acquireTimeoutMs`. A booking waits for another at most milliseconds; these
 * only end a stall.
 */
export const DB_LIMITS = { lockTimeoutMs: 10_000, statementTimeoutMs: 30_000, idleInTransactionMs: 60_000, acquireTimeoutMs: 15_000 };

/**
 * The client's own limit on waiting for an answer, past the server's statement limit: a database whose
 * processes are stopped (not dead) keeps connections open and never fires its statement_timeout, and a
 * request once waited 44 s and 74 s for it. The query then fails ('Query read timeout': 503, not
 * reachable); a write under an Idempotency-Key is answered the same if the client sends it again.
 */
export const CLIENT_GRACE_MS = 2_000;

/** Knex's own warnings (a lost connection, a failed acquire) as lines of the server's log, not plain console output. */
function knexLog(log: Logger): Knex.Config['log'] {
  const line = (level: 'warn' | 'error' | 'debug') => (m: unknown) => {
    if (m instanceof Error) log[level]({ err: m }, `Knex: ${scrub(m.message)}`);
    else log[level](`Knex: ${scrub(String(m))}`);
  };
  return {
    warn: line('warn'),
    error: line('error'),
    debug: line('debug'),
    deprecate: (method: string, alternative: string) => log.warn(`Knex: ${method} is deprecated, use ${alternative}`),
  };
}

/** A Knex pool on `url`; with `log`, Knex's warnings go to it (else to the console, Knex's default). */
export function connect(url: string, pool: { min?: number; max?: number } = {}, limits: typeof DB_LIMITS = DB_LIMITS, log?: Logger): Db {
  return knex({
    client: 'pg',
    // pg's own connection settings (sent at connect); knex's type lacks lock_timeout, pg's has it.
    connection: {
      connectionString: url,
      application_name: 'barbershop',
      lock_timeout: limits.lockTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
      query_timeout: limits.statementTimeoutMs + CLIENT_GRACE_MS,
      connectionTimeoutMillis: limits.acquireTimeoutMs,
    } satisfies pg.ClientConfig as Knex.PgConnectionConfig,
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: limits.acquireTimeoutMs,
    migrations: { migrationSource, tableName: 'knex_migrations' },
    ...(log ? { log: knexLog(log) } : {}),
  });
}

/** Resolves when the database answers a trivial query (the health check). */
export async function ping(db: Db): Promise<void> {
  await db.raw('select 1');
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest();
}
