import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/db/embedded';

/**
 * The shop as docs/operations.md deploys it, on this machine: a fresh database on a PostgreSQL server,
 * `npm run migrate` once, app processes started as the Dockerfile starts them (`node --import tsx
 * server/index.ts`, NODE_ENV=production, SKIP_MIGRATIONS=1, TRUST_PROXY=1), and Caddy in front with
 * the shipped deploy/Caddyfile, its site address and upstreams from the environment as compose.yaml
 * sets them. Used by tests/integration/production.test.ts and `npm run bench:processes`.
 */
const root = path.resolve(import.meta.dirname, '../../..');
export const CADDYFILE = path.join(root, 'deploy/Caddyfile');

/** Caddy's path, or undefined when it is not installed (`.ci/run` installs it from the system packages). */
export function findCaddy(): string | undefined {
  const r = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  return r.status === 0 ? 'caddy' : undefined;
}

/** Runs an npm script of the shop (migrate, backup, restore) with `env`; resolves its output, rejects on a non-zero exit. */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`npm run ${script} exited ${code}:\n${out}`))));
  });
}

/** The settings every app process gets (the Dockerfile's ENV, compose.yaml's, and the shop's .env). */
export type AppEnv = Record<string, string>;

export type AppProcess = {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /**
   * SIGTERM (what `docker stop` sends through tini) and wait for the exit; answers the exit code, or,
   * if the process is still there 45 s later (`docker stop`'s kill comes after 10 s), kills it and
   * answers that it did not stop.
   */
  stop: () => Promise<number | null | 'did not exit within 45 s of SIGTERM'>;
  /** SIGKILL, no goodbye. */
  kill: () => Promise<number | null>;
};

/** Polls `url` until it answers 200, or throws after `ms`. */
export async function waitReady(url: string, ms: number, what: string, output?: () => string) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${output ? `:\n${output()}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One app process as the Dockerfile's CMD starts it, on `port` of 127.0.0.1; resolves once /api/health/ready answers 200. */
export async function startAppProcess(env: AppEnv, port: number): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      // The Dockerfile's ENV (HOST is loopback here, not the container's 0.0.0.0).
      NODE_ENV: 'production',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      SKIP_BUILD: '1',
      // compose.yaml's app service.
      SKIP_MIGRATIONS: '1',
      TRUST_PROXY: '1',
      DRAIN_DELAY_MS: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code, signal) => r(code ?? (signal ? -1 : null))));
  const p: AppProcess = {
    port,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), 45_000)));
      const result = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (result !== 'late') return result;
      child.kill('SIGKILL');
      await exited;
      return 'did not exit within 45 s of SIGTERM';
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
  const gone = exited.then((code) => {
    throw new Error(`app process on port ${port} exited ${code} before it was ready:\n${output}`);
  });
  await Promise.race([waitReady(`http://127.0.0.1:${port}/api/health/ready`, 60_000, `the app on port ${port}`, p.output), gone]);
  void gone.catch(() => undefined);
  return p;
}

export type Proxy = { base: string; port: number; stop: () => Promise<void>; output: () => string };

/**
 * Caddy with the shipped deploy/Caddyfile: SITE_ADDRESS `http://127.0.0.1:PORT` (plain HTTP, so no
 * certificate is asked for), UPSTREAMS the app processes, CADDY_ADMIN a free loopback port (its admin
 * API, localhost:2019 by default, would collide with another Caddy on the machine), its data and
 * config folders in a temporary directory.
 */
export async function startCaddy(upstreams: number[], opts: { port?: number } = {}): Promise<Proxy> {
  const port = opts.port ?? (await freePort());
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-caddy-'));
  const child = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    cwd: home,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      UPSTREAMS: upstreams.map((p) => `127.0.0.1:${p}`).join(' '),
      CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitReady(`${base}/api/health/live`, 30_000, 'Caddy', () => output),
    exited.then(() => {
      throw new Error(`Caddy exited:\n${output}`);
    }),
  ]);
  return {
    base,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000); // Caddy stops in well under a second
      await exited;
      clearTimeout(late);
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
