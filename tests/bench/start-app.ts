/**
 * Starts the real server the way `npm start` does (`node --import tsx server/index.ts`), on a free
 * port, with a temporary data folder (embedded PostgreSQL) and its own fresh build of the PWA, for
 * scripts that need the whole app (Lighthouse, the manifest screenshots). `demo: true` runs
 * `npm run demo` on that folder first (a shop with a month of data, for screenshots). `stop()` sends
 * SIGTERM, waits for the clean exit and removes the temporary folder.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';

export type RunningApp = { url: string; stop: () => Promise<void> };

async function waitForHealth(url: string, ms: number, exited: () => boolean): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (exited()) throw new Error('the server exited before answering');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`no answer from ${url} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const BENCH_STAFF = { username: 'bench', password: 'bench-password-not-secret' } as const;

export async function startApp(opts: { distDir?: string; demo?: boolean; clockOffsetMs?: number } = {}): Promise<RunningApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-bench-'));
  const port = await freePort();
  const { DATABASE_URL: _notUsed, ...inherited } = process.env; // always the embedded PostgreSQL, in the temporary folder
  // A shop standing on another day (a test server's clock, never in production): the demo's month is
  // filled around that day, and the server's "today" is that day too.
  const clock = opts.clockOffsetMs === undefined ? {} : { NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: String(opts.clockOffsetMs) };
  const env = {
    ...inherited,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: BENCH_STAFF.username,
    ADMIN_PASSWORD: BENCH_STAFF.password,
    ...clock,
  };
  if (opts.demo) await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/demo.ts'], { env, timeout: 180_000 });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir, // the server makes it readable to the embedded PostgreSQL's own user
      DIST_DIR: opts.distDir ?? path.join(dir, 'dist'),
      // A build folder given is served as it is (the caller built it; a bare React build has no renderer to check).
      ...(opts.distDir ? { SKIP_BUILD: '1' } : {}),
      NODE_ENV: 'production',
      RATE_LIMITS: 'off',
      ADMIN_USERNAME: BENCH_STAFF.username,
      ADMIN_PASSWORD: BENCH_STAFF.password,
      ...clock,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let gone = false;
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((r) => child.on('exit', () => ((gone = true), r())));
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 180_000, () => gone);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output}`, { cause: err });
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
