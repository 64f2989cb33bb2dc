import crypto from 'node:crypto';
import { staffUsersRepository } from '../../../server/repositories/staff-users';
import type { TestApp } from './test-app';
import type { Role } from '#shared/schemas/auth';

/** A staff account made straight in the database (stamped with the test clock); an owner unless `role` says otherwise. */
export async function createStaff(t: TestApp, opts: { username?: string; password?: string; displayName?: string; role?: Role } = {}) {
  const username = opts.username ?? `staff_${crypto.randomBytes(4).toString('hex')}`;
  const password = opts.password ?? `pw-${crypto.randomBytes(8).toString('hex')}`;
  const account = await staffUsersRepository(t.db).create({
    username,
    password,
    displayName: opts.displayName,
    role: opts.role,
    now: t.clock.now(),
  });
  return { ...account, password };
}

/** `name=value` pairs of every Set-Cookie in an answer, joined as a Cookie request header. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Signs in through the API; answers the Cookie header to send with staff requests. */
export async function signIn(t: TestApp, username: string, password: string, headers: Record<string, string> = {}) {
  const res = await t.post('/api/admin/auth/login', { username, password }, headers);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return { cookie: cookieHeader(res.headers), user: res.body.user as { id: number; username: string; displayName: string }, res };
}

/**
 * The usual start of a staff-only test: a new account, signed in.
 * `const staff = await signedInStaff(t); await t.get('/api/appointments', staff.headers)`.
 */
export async function signedInStaff(t: TestApp, opts: { role?: Role } = {}) {
  const account = await createStaff(t, opts);
  const session = await signIn(t, account.username, account.password);
  return { account, cookie: session.cookie, headers: { cookie: session.cookie } };
}
