import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { lockDaysExclusive } from '../../server/repositories/schedule-locks';
import { addDays, isSunday, shopDate } from '#shared/domain/shop-time';
import { bookingBody, catalogueIds } from './helpers/booking';
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

/** Starts `server/index.ts` as `npm start` does; answers its port, its output so far and its exit. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', DIST_DIR: '/nonexistent', REMINDER_JOB: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  child.stdout.on('data', (d) => (out.text += d));
  child.stderr.on('data', (d) => (out.text += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health`, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${out.text}`, { cause: err });
  }
  return { base, child, out, exited };
}

/** The next weekday (not Sunday) at least two days ahead, in shop time. */
const aWorkingDayAhead = () => {
  let d = addDays(shopDate(new Date()), 2);
  while (isSunday(d)) d = addDays(d, 1);
  return d;
};

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
    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, 120_000);
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

// Each test starts real server processes (and PostgreSQL, whose first initdb alone took over 30 s at a
// load average of 15 on 2 cores): generous limits, since a slow start is not what these tests judge.
/**
 * A test that belongs to one kind of database: registered only in that API run (npm test runs both), so
 * the other run neither runs nor counts it as skipped.
 */
const onDatabase = (kind: 'embedded' | 'server') => (inject('databaseKind') === kind ? it : () => undefined);

describe('npm start lifecycle', { timeout: 300_000 }, () => {
  onDatabase('embedded')('starts an embedded PostgreSQL, serves, and stops it on SIGTERM', async () => {
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

  onDatabase('server')('uses DATABASE_URL when set', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const out = await startAndStop({ DATABASE_URL: database.url, DATA_DIR: '/nonexistent-data-dir' });
      expect(out).toContain('database: DATABASE_URL');
    } finally {
      await database.drop();
    }
  });

  onDatabase('server')('stops when `npm start` itself is stopped, instead of running on orphaned', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const npm = spawn('npm', ['start', '--silent'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_BUILD: '1',
        DIST_DIR: '/nonexistent',
        REMINDER_JOB: 'off',
        DATABASE_URL: database.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npm.stdout.on('data', (d) => (out += d));
    npm.stderr.on('data', (d) => (out += d));
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(`${base}/api/health/live`, 120_000);
      npm.kill('SIGTERM'); // what a supervisor signalling the main PID does
      let stopped = false;
      for (let i = 0; i < 40 && !stopped; i++) {
        await new Promise((r) => setTimeout(r, 250));
        stopped = await fetch(`${base}/api/health/live`).then(
          () => false,
          () => true,
        );
      }
      expect(stopped, out).toBe(true);
    } finally {
      npm.kill('SIGKILL');
      await database.drop();
    }
  });

  it('on SIGTERM, a booking in flight finishes and its answer reaches the client before the process exits', async () => {
    const database = await createTestDatabase();
    const date = aWorkingDayAhead();
    const ids = await catalogueIds(database.db);
    const server = await startServer({ DATABASE_URL: database.url, RATE_LIMITS: 'off' });
    const trx = await database.db.transaction();
    try {
      // The booking waits on its day's lock (a block being added), so it is in flight at SIGTERM.
      await lockDaysExclusive(trx, date, date);
      const booking = fetch(`${server.base}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody({ serviceId: ids.corte, appointmentDate: date, appointmentTime: '10:00' })),
      });
      await new Promise((r) => setTimeout(r, 400));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 400));
      await trx.rollback();
      const answer = await booking;
      expect(answer.status, server.out.text).toBe(201);
      expect(await answer.json()).toMatchObject({ appointmentDate: date, appointmentTime: '10:00' });
      expect(await server.exited, server.out.text).toBe(0);
      expect(await database.db('appointments').where({ appointment_date: date }).count({ n: '*' }).first()).toEqual({ n: 1 });
    } finally {
      if (!trx.isCompleted()) await trx.rollback();
      server.child.kill('SIGKILL');
      await database.drop();
    }
  });

  onDatabase('embedded')('keeps the embedded PostgreSQL private, and starts it again when it dies', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-life-'));
    const server = await startServer({ DATA_DIR: dir });
    try {
      // A random password, in a file only this user can read; the old fixed one does not sign in.
      const file = path.join(dir, 'pg-password');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(24);
      const conf = fs.readFileSync(path.join(dir, 'pg', 'postmaster.opts'), 'utf8');
      const port = Number(/-p"? "?(\d+)/.exec(conf)?.[1]);
      const tryPassword = async (pw: string) => {
        const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: pw, database: 'postgres' });
        try {
          await c.connect();
          return 'signed in';
        } catch (err) {
          return (err as Error).message;
        } finally {
          await c.end().catch(() => {});
        }
      };
      expect(await tryPassword('embedded')).toMatch(/password authentication failed/);
      expect(await tryPassword(password)).toBe('signed in');
      expect(conf).toContain('listen_addresses=127.0.0.1');

      // PostgreSQL killed outright: the server starts it again and answers as before.
      const pgPid = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pgPid, 'SIGKILL');
      const during = await fetch(`${server.base}/api/services`);
      expect([200, 503]).toContain(during.status); // served from a live connection, or 503 while it restarts: never 500
      // Health can still answer on a backend the kill has not reached yet: wait for the restart itself.
      await expect.poll(() => server.out.text, { timeout: 30_000 }).toContain('running again');
      await waitForHealth(`${server.base}/api/health`, 30_000);
      await expect.poll(async () => (await fetch(`${server.base}/api/services`)).status, { timeout: 10_000 }).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  onDatabase('embedded')('exits non-zero when the embedded PostgreSQL dies and cannot be started again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-life-'));
    const server = await startServer({ DATA_DIR: dir });
    try {
      const pgPid = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      fs.renameSync(path.join(dir, 'pg'), path.join(dir, 'pg-moved')); // its files gone: no restart can work
      process.kill(pgPid, 'SIGKILL');
      expect(await server.exited, server.out.text).toBe(1);
      expect(server.out.text).toContain('could not be started again');
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
