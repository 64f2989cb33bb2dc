import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstStaffAccount } from '../../server/auth/bootstrap';
import { createLogger, noLog } from '../../server/logger';
import { verifyPassword } from '../../server/auth/password';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/staff-session';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ db: database.db });
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** Runs `npm run admin -- ...` as the owner would, against this file's database. */
function admin(args: string[], opts: { env?: Record<string, string>; stdin?: string } = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const { ADMIN_PASSWORD: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      env: { ...env, DATABASE_URL: database.url, TEST_SCRYPT_LN: '10', ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.stdin.end(opts.stdin ?? '');
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const row = (username: string) => t.db('staff_users').whereRaw('lower(username) = lower(?)', [username]).first();

describe('first start', () => {
  it('creates the first account from ADMIN_USERNAME/ADMIN_PASSWORD, once, and never overrides it', async () => {
    const printed: string[] = [];
    const config = {
      admin: { username: 'owner', password: 'first-pass-1' },
      log: createLogger({ level: 'info', destination: { write: (line: string) => printed.push(line) } }),
    };
    expect(await ensureFirstStaffAccount(t.db, config)).toBe('created');
    expect(await verifyPassword('first-pass-1', (await row('owner')).password_hash)).toBe(true);
    const again = {
      admin: { username: 'owner', password: 'other-pass-2' },
      log: createLogger({ level: 'info', destination: { write: (line: string) => printed.push(line) } }),
    };
    expect(await ensureFirstStaffAccount(t.db, again)).toBe('exists');
    expect(await verifyPassword('first-pass-1', (await row('owner')).password_hash)).toBe(true);
    expect(printed).toHaveLength(2); // the account made, then the ignored ADMIN_PASSWORD
    expect(printed.join('\n')).not.toContain('first-pass-1');
  });

  it('without a password, generates one, prints it once, and it works', async () => {
    const fresh = await createTestDatabase({ seed: false });
    try {
      const printed: string[] = [];
      await ensureFirstStaffAccount(
        fresh.db,
        { admin: { username: undefined, password: undefined }, log: noLog },
        { print: (s) => printed.push(s) },
      );
      expect(printed).toHaveLength(1);
      const password = /password: (\S+)/.exec(printed[0]!)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(16);
      const stored = await fresh.db('staff_users').first();
      expect(stored.username).toBe('admin');
      expect(stored.password_hash).not.toContain(password);
      expect(await verifyPassword(password, stored.password_hash)).toBe(true);
      await ensureFirstStaffAccount(
        fresh.db,
        { admin: { username: undefined, password: undefined }, log: noLog },
        { print: (s) => printed.push(s) },
      );
      expect(printed).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
  });

  it('refuses a first password shorter than the login rule', async () => {
    const config = { admin: { username: 'x-owner', password: '12345' }, log: noLog };
    await expect(ensureFirstStaffAccount(t.db, config)).rejects.toThrow('ADMIN_PASSWORD: Password must be at least 6 characters');
  });
});

describe('npm run admin', { timeout: 60_000 }, () => {
  it('create reads the password from ADMIN_PASSWORD or piped stdin', async () => {
    const a = await admin(['create', 'Luis', '--name', 'Luis Ortiz'], { env: { ADMIN_PASSWORD: 'clipper-22' } });
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    expect(a.out).toContain('Created the staff account "Luis" (Luis Ortiz)');
    expect((await signIn(t, 'luis', 'clipper-22')).user.displayName).toBe('Luis Ortiz');

    const b = await admin(['create', 'ana'], { stdin: 'scissors-9\n' });
    expect(b.code).toBe(0);
    expect(await verifyPassword('scissors-9', (await row('ana')).password_hash)).toBe(true);
  });

  it('refuses a taken username (any case), a short password and a bad username', async () => {
    const taken = await admin(['create', 'LUIS'], { stdin: 'another-pass\n' });
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('already exists');
    const short = await admin(['create', 'pedro'], { stdin: '12345\n' });
    expect(short.code).toBe(1);
    expect(short.err).toContain('Password must be at least 6 characters');
    const bad = await admin(['create', 'no spaces'], { stdin: 'long-enough\n' });
    expect(bad.code).toBe(1);
    expect(await row('pedro')).toBeUndefined();
  });

  it('reset-password sets the new password and ends every session of that account', async () => {
    const before = await signIn(t, 'ana', 'scissors-9');
    const other = await signIn(t, 'luis', 'clipper-22');
    const res = await admin(['reset-password', 'ANA'], { stdin: 'new-razor-3\n' });
    expect(res.code).toBe(0);
    expect(res.out).toContain('Password changed for "ana"; 1 session(s) ended.');
    expect((await t.get('/api/auth/user', { cookie: before.cookie })).status).toBe(401);
    expect((await t.get('/api/auth/user', { cookie: other.cookie })).status).toBe(200);
    expect((await t.post('/api/admin/auth/login', { username: 'ana', password: 'scissors-9' })).status).toBe(401);
    expect((await signIn(t, 'ana', 'new-razor-3')).user.username).toBe('ana');
  });

  it('accounts it makes are owners unless --role staff; create and reset are in the History as system', async () => {
    expect((await row('luis')).role).toBe('owner');
    const desk = await admin(['create', 'desk', '--role', 'staff'], { stdin: 'front-desk-1\n' });
    expect(desk.code).toBe(0);
    expect((await row('desk')).role).toBe('staff');
    const bad = await admin(['create', 'boss', '--role', 'king'], { stdin: 'front-desk-1\n' });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Role must be owner or staff');
    const history = await t.db('audit_log').where({ entity: 'staff' }).orderBy('id');
    expect(history.map((h) => [h.actor, h.action, h.entity_id])).toEqual(
      expect.arrayContaining([
        ['system', 'staff.create', String((await row('desk')).id)],
        ['system', 'staff.update', String((await row('ana')).id)],
      ]),
    );
    expect(JSON.stringify(history)).not.toMatch(/front-desk-1|new-razor-3|scrypt/);
  });

  it('reset-password of an unknown account fails clearly; list shows the accounts', async () => {
    const res = await admin(['reset-password', 'nobody'], { stdin: 'whatever-1\n' });
    expect(res.code).toBe(1);
    expect(res.err).toContain('No staff account named "nobody"');
    const list = await admin(['list']);
    expect(list.out).toContain('Luis\tLuis Ortiz');
    expect(list.out).toContain('ana\tana');
  });
});
