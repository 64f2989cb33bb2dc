import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { createTestDatabase } from './helpers/test-database';

async function waitForHealth(url: string, ms: number): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`no answer from ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts `server/index.ts` as `npm start` does, checks it serves, sends SIGTERM, checks it stopped cleanly. */
async function startAndStop(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const services = await (await fetch(`http://127.0.0.1:${port}/api/services`)).json();
    expect(services).toHaveLength(4);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited, output).toBe(0);
  expect(output).toContain('SIGTERM: shutting down');
  return output;
}

describe('npm start lifecycle', () => {
  it.runIf(inject('databaseKind') === 'embedded')('starts an embedded PostgreSQL, serves, and stops it on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-life-'));
    try {
      const out = await startAndStop({ DATA_DIR: dir });
      expect(out).toContain('database: embedded');
      expect(fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
      // A second start on the same files keeps the data (seeds do not run twice).
      const again = await startAndStop({ DATA_DIR: dir });
      expect(again).not.toContain('Seeded');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(inject('databaseKind') === 'server')('uses DATABASE_URL when set', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const out = await startAndStop({ DATABASE_URL: database.url, DATA_DIR: '/nonexistent-data-dir' });
      expect(out).toContain('database: DATABASE_URL');
    } finally {
      await database.drop();
    }
  });
});
