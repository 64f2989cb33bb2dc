import type { Knex } from 'knex';
import { connect, type Db } from './connect';
import { migrationSource } from './migrations/index';
import { holdMessages } from '../repositories/message-hold';

export type BackupHeader = { format: string; version: number; createdAt: string; server: string; migrations: string[]; tables: string[] };

/** A backup that cannot be restored here, or a database it must not be restored into: said plainly. */
export class RestoreRefused extends Error {}

const BATCH = 500;

function parseHeader(line: string | undefined): BackupHeader {
  let h: Partial<BackupHeader> | undefined;
  try {
    h = line ? (JSON.parse(line) as Partial<BackupHeader>) : undefined;
  } catch {
    h = undefined;
  }
  if (!h || h.format !== 'barbershop-backup') throw new RestoreRefused('This file is not a barbershop backup.');
  if (h.version !== 1) throw new RestoreRefused(`This backup has format version ${h.version}; this build reads version 1.`);
  if (!Array.isArray(h.migrations) || !Array.isArray(h.tables))
    throw new RestoreRefused('The backup header is damaged (no migrations or tables).');
  return h as BackupHeader;
}

async function refuseNonEmpty(db: Db): Promise<void> {
  const { rows } = await db.raw<{ rows: { n: number }[] }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'S')`,
  );
  if (rows[0]!.n > 0) {
    throw new RestoreRefused(
      `The database is not empty (${rows[0]!.n} tables or sequences): a backup is restored only into a new, empty database. ` +
        'Create one (or use a new DATA_DIR for the embedded database) and restore into that.',
    );
  }
}

/** Runs exactly the migrations the backup lists; refuses one this build does not know, or another order. */
async function migrateAsBackup(db: Db, listed: string[]): Promise<void> {
  const known = (await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m));
  const unknown = listed.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `The backup was made by a newer build: it has migration(s) this build does not know (${unknown.join(', ')}). Restore it with that build or a later one.`,
    );
  }
  if (listed.some((n, i) => known[i] !== n)) {
    throw new RestoreRefused(
      `The backup's migrations (${listed.join(', ')}) are not the first ${listed.length} of this build's; restore it with the build that made it.`,
    );
  }
  for (let i = 0; i < listed.length; i++) await db.migrate.up();
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function columnsOf(trx: Knex.Transaction, table: string): Promise<string[]> {
  const { rows } = await trx.raw<{ rows: { name: string }[] }>(
    `select attname as name from pg_attribute where attrelid = to_regclass(?) and attnum > 0 and not attisdropped and attgenerated = ''`,
    [ident(table)],
  );
  return rows.map((r) => r.name);
}

async function insertBatch(trx: Knex.Transaction, table: string, cols: string[], rows: string[]): Promise<void> {
  const list = cols.map(ident).join(', ');
  await trx.raw(
    `insert into ${ident(table)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${ident(table)}, ?::jsonb)`,
    [`[${rows.join(',')}]`],
  );
}

/** Every sequence at least at its value in the backup and at the largest id of the column that owns it. */
async function resetSequences(trx: Knex.Transaction, saved: Map<string, number>): Promise<void> {
  const { rows } = await trx.raw<{ rows: { seq: string; tbl: string | null; col: string | null }[] }>(
    `select s.relname as seq, t.relname as tbl, a.attname as col
       from pg_class s join pg_namespace n on n.oid = s.relnamespace
       left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid
       left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const r of rows) {
    const max =
      r.tbl && r.col
        ? (await trx.raw<{ rows: { m: string | null }[] }>(`select max(${ident(r.col)})::text as m from ${ident(r.tbl)}`)).rows[0]!.m
        : null;
    const value = Math.max(saved.get(r.seq) ?? 0, max === null ? 0 : Number(max));
    if (value > 0) await trx.raw('select setval(?::regclass, ?, true)', [ident(r.seq), value]);
  }
}

/** The restore itself (server/db/backup.ts reads the file): see restoreBackup. */
export async function loadIntoEmptyDatabase(url: string, lines: AsyncIterable<string>, now: Date) {
  const it = lines[Symbol.asyncIterator]();
  const next = async () => {
    const r = await it.next();
    return r.done ? undefined : r.value;
  };
  const header = parseHeader(await next());
  const db = connect(url, { max: 2 }, { lockTimeoutMs: 60_000, statementTimeoutMs: 0, idleInTransactionMs: 0, acquireTimeoutMs: 60_000 });
  try {
    await refuseNonEmpty(db);
    await migrateAsBackup(db, header.migrations);
    let rows = 0;
    await db.transaction(async (trx) => {
      // What the migrations put in (seed rows) gives way to the backup's rows.
      const { rows: present } = await trx.raw<{ rows: { name: string }[] }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'knex_migrations%'`,
      );
      if (present.length > 0) await trx.raw(`truncate ${present.map((p) => ident(p.name)).join(', ')} restart identity cascade`);
      const sequences = new Map<string, number>();
      let table: { name: string; cols: string[]; batch: string[]; n: number } | undefined;
      let finished = false;
      for (let line = await next(); line !== undefined; line = await next()) {
        if (line.startsWith('{')) {
          if (!table) throw new RestoreRefused('The backup is damaged: a row outside any table.');
          table.batch.push(line);
          table.n += 1;
          if (table.batch.length >= BATCH) await insertBatch(trx, table.name, table.cols, table.batch.splice(0));
          continue;
        }
        const [kind, name, value] = JSON.parse(line) as [string, string, unknown];
        if (kind === 'table') {
          const have = await columnsOf(trx, name);
          const cols = value as string[];
          const missing = cols.filter((c) => !have.includes(c));
          if (have.length === 0 || missing.length > 0)
            throw new RestoreRefused(
              `The backup's table "${name}" does not match this database (${missing.join(', ') || 'no such table'}).`,
            );
          table = { name, cols, batch: [], n: 0 };
        } else if (kind === 'end') {
          if (!table || table.name !== name || table.n !== value)
            throw new RestoreRefused(`The backup is damaged: table "${name}" ends with ${table?.n} rows, not ${String(value)}.`);
          if (table.batch.length > 0) await insertBatch(trx, table.name, table.cols, table.batch.splice(0));
          rows += table.n;
          table = undefined;
        } else if (kind === 'sequence') {
          sequences.set(name, Number(value));
        } else if (kind === 'end-of-backup') {
          finished = Number(name) === rows;
        }
      }
      if (!finished) throw new RestoreRefused('The backup is cut short (no end-of-backup line with its row count): nothing was restored.');
      await resetSequences(trx, sequences);
      const { rows: unchecked } = await trx.raw<{ rows: { conname: string }[] }>(
        `select conname from pg_constraint k join pg_namespace n on n.oid = k.connamespace where n.nspname = 'public' and not k.convalidated`,
      );
      if (unchecked.length > 0)
        throw new RestoreRefused(`Constraints not validated after the load: ${unchecked.map((u) => u.conname).join(', ')}.`);
      await holdMessages(trx, { restoredAt: now.toISOString(), backupCreatedAt: header.createdAt });
    });
    return { tables: header.tables.length, rows, migrations: header.migrations.length, backupCreatedAt: header.createdAt };
  } finally {
    await db.destroy();
  }
}
