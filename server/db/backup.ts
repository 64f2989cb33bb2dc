import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';
import pg from 'pg';
import { BackupPassphraseError, decryptFile, encryptStream, isEncrypted } from './backup-crypto';
import { loadIntoEmptyDatabase, type BackupHeader } from './restore';

/**
 * Backups without pg_dump (docs/decisions/084-backups.md): one REPEATABLE READ READ ONLY transaction
 * reads the migrations run and every table's rows (as `to_jsonb`, so every type round-trips through its
 * text form: bytea as \x hex, ranges, arrays, jsonb), parents before children, in a gzip stream of
 * JSON lines, encrypted when a passphrase is given. Line 1 is the header; then per table
 * `["table", name, columns]`, one row object a line, `["end", name, rows]`; then the sequences and
 * `["end-of-backup", rows]` (a file without it is cut short and refused).
 */
export const BACKUP_FORMAT = 'barbershop-backup';
export const BACKUP_VERSION = 1;
const BATCH = 500;
const SKIP = new Set(['knex_migrations', 'knex_migrations_lock']);

export type BackupSummary = { tables: number; rows: number; migrations: number; encrypted: boolean };

/** The public tables, parents before the tables whose foreign keys point at them. */
export async function tablesInLoadOrder(c: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await c.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const { rows: fks } = await c.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const names = tables.map((t) => t.name).filter((t) => !SKIP.has(t));
  const parents = new Map(names.map((n) => [n, new Set(fks.filter((f) => f.child === n).map((f) => f.parent))]));
  const order: string[] = [];
  while (order.length < names.length) {
    const ready = names.filter((n) => !order.includes(n) && [...parents.get(n)!].every((p) => order.includes(p) || !parents.has(p)));
    // A cycle of foreign keys (none today): the rest in name order; restore then names the key that fails.
    order.push(...(ready.length > 0 ? ready : names.filter((n) => !order.includes(n))));
  }
  return order;
}

async function writeLine(out: Writable, value: unknown): Promise<void> {
  if (!out.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`)) await once(out, 'drain');
}

/** Writes a consistent backup of the database at `url` to `target` (a file path or a stream). */
export async function writeBackup(
  url: string,
  target: string | Writable,
  opts: { passphrase?: string; now?: () => Date } = {},
): Promise<BackupSummary> {
  const c = new pg.Client({ connectionString: url, application_name: 'barbershop-backup' });
  await c.connect();
  const gzip = zlib.createGzip();
  const sink = typeof target === 'string' ? fs.createWriteStream(target, { mode: 0o600 }) : target;
  const done = opts.passphrase ? pipeline(gzip, encryptStream(opts.passphrase), sink) : pipeline(gzip, sink);
  let rows = 0;
  try {
    await c.query('begin isolation level repeatable read read only');
    const migrations = (await c.query<{ name: string }>('select name from knex_migrations order by id')).rows.map((r) => r.name);
    const tables = await tablesInLoadOrder(c);
    const server = (await c.query<{ v: string }>('show server_version')).rows[0]!.v;
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: (opts.now?.() ?? new Date()).toISOString(),
      server,
      migrations,
      tables,
    };
    await writeLine(gzip, header);
    for (const table of tables) {
      const cols = await c.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [`"${table}"`],
      );
      await writeLine(gzip, ['table', table, cols.rows.map((r) => r.name)]);
      await c.query(`declare rows_of no scroll cursor for select to_jsonb(t)::text as j from "${table}" t`);
      let n = 0;
      for (;;) {
        const batch = await c.query<{ j: string }>(`fetch ${BATCH} from rows_of`);
        for (const r of batch.rows) await writeLine(gzip, r.j);
        n += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
      await c.query('close rows_of');
      await writeLine(gzip, ['end', table, n]);
      rows += n;
    }
    const seqs = await c.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    for (const s of seqs.rows) if (s.value !== null) await writeLine(gzip, ['sequence', s.name, Number(s.value)]);
    await writeLine(gzip, ['end-of-backup', rows]);
    await c.query('commit');
    gzip.end();
    await done;
    return { tables: tables.length, rows, migrations: migrations.length, encrypted: Boolean(opts.passphrase) };
  } catch (err) {
    gzip.destroy(err as Error);
    await done.catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}

/** The lines of a backup file, decrypted (with `passphrase`) and unzipped. */
function backupLines(file: string, passphrase: string | undefined): AsyncIterable<string> {
  let raw: Readable;
  if (isEncrypted(file)) {
    if (!passphrase)
      throw new BackupPassphraseError('This backup is encrypted: give its passphrase (BACKUP_PASSPHRASE or --passphrase-file).');
    raw = decryptFile(file, passphrase);
  } else {
    raw = fs.createReadStream(file);
  }
  const gunzip = zlib.createGunzip();
  raw.on('error', (e) => gunzip.destroy(e));
  return readline.createInterface({ input: raw.pipe(gunzip), crlfDelay: Infinity });
}

export type RestoreSummary = { tables: number; rows: number; migrations: number; backupCreatedAt: string };

/**
 * Restores the backup in `file` into the EMPTY database at `url` (refuses any other): runs the
 * migrations the backup lists, loads every row, resets the sequences, checks the constraints, and
 * holds client messages until the owner releases them; all rows in one transaction.
 */
export async function restoreBackup(
  url: string,
  file: string,
  opts: { passphrase?: string; now?: () => Date } = {},
): Promise<RestoreSummary> {
  return loadIntoEmptyDatabase(url, backupLines(file, opts.passphrase), opts.now?.() ?? new Date());
}
