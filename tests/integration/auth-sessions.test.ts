import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsersRepository } from '../../server/repositories/staff-users';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createStaff, signIn } from './helpers/staff-session';

const HOUR = 3600_000;
let t: TestApp;
const clock = testClock('2026-06-01T12:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const whoami = (cookie: string) => t.get('/api/auth/user', { cookie });

describe('server-side sessions', () => {
  it('keeps the data in PostgreSQL under a hash of the cookie, not in the cookie', async () => {
    const staff = await createStaff(t);
    const { cookie } = await signIn(t, staff.username, staff.password);
    const sid = /barbershop\.sid=([^;]+)/.exec(cookie)![1]!;
    const rows = await t.db('sessions').where({ staff_user_id: staff.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].id).not.toContain(sid);
    expect(rows[0].data).toMatchObject({ staffUserId: staff.id });
    expect(rows[0].expires_at.getTime() - rows[0].created_at.getTime()).toBe(7 * 24 * HOUR);
  });

  it('ends after 12 hours without a request (idle timeout) but not while in use', async () => {
    const staff = await createStaff(t);
    const { cookie } = await signIn(t, staff.username, staff.password);
    clock.advance(11 * HOUR);
    expect((await whoami(cookie)).status).toBe(200); // a request renews the idle window
    clock.advance(11 * HOUR);
    expect((await whoami(cookie)).status).toBe(200);
    clock.advance(12 * HOUR + 60_000);
    expect((await whoami(cookie)).status).toBe(401);
    expect(await t.db('sessions').where({ staff_user_id: staff.id })).toHaveLength(0);
  });

  it('ends 7 days after sign-in however busy the front desk is (absolute timeout)', async () => {
    const staff = await createStaff(t);
    const { cookie } = await signIn(t, staff.username, staff.password);
    for (let h = 10; h < 7 * 24; h += 10) {
      clock.advance(10 * HOUR);
      expect((await whoami(cookie)).status).toBe(200);
    }
    clock.advance(8 * HOUR); // 7 days and 8 hours after sign-in; last request 8 hours ago
    expect((await whoami(cookie)).status).toBe(401);
  });

  it('a password reset ends every session of that account, and only that account', async () => {
    const staff = await createStaff(t);
    const other = await createStaff(t);
    const tablet = await signIn(t, staff.username, staff.password);
    const phone = await signIn(t, staff.username, staff.password);
    const colleague = await signIn(t, other.username, other.password);

    await staffUsersRepository(t.db).setPassword(staff.id, 'brand-new-secret', clock.now());

    expect((await whoami(tablet.cookie)).status).toBe(401);
    expect((await whoami(phone.cookie)).status).toBe(401);
    expect((await whoami(colleague.cookie)).status).toBe(200);
    expect((await t.post('/api/admin/auth/login', { username: staff.username, password: staff.password })).status).toBe(401);
    expect((await signIn(t, staff.username, 'brand-new-secret')).user.id).toBe(staff.id);
  });

  it('a session saved under an older password stamp is refused (sign-in racing a reset)', async () => {
    const staff = await createStaff(t);
    const { cookie } = await signIn(t, staff.username, staff.password);
    // As if the reset committed between the sign-in's password check and its session insert.
    await t
      .db('staff_users')
      .where({ id: staff.id })
      .update({ password_changed_at: new Date(clock.now().getTime() + 1) });
    expect((await whoami(cookie)).status).toBe(401);
  });

  it('deleting an account deletes its sessions', async () => {
    const staff = await createStaff(t);
    const { cookie } = await signIn(t, staff.username, staff.password);
    await t.db('staff_users').where({ id: staff.id }).del();
    expect((await whoami(cookie)).status).toBe(401);
  });
});

describe('Secure cookie behind an HTTPS proxy', () => {
  it('marks the cookie Secure when TRUST_PROXY=1 and the proxy says https', async () => {
    const proxied = await startTestApp({ clock, env: { TRUST_PROXY: '1' }, db: t.db });
    try {
      const staff = await createStaff(proxied);
      const https = await proxied.post(
        '/api/admin/auth/login',
        { username: staff.username, password: staff.password },
        { 'x-forwarded-proto': 'https' },
      );
      expect(https.status).toBe(200);
      for (const c of https.headers.getSetCookie()) expect(c).toMatch(/; secure/i);
      const http = await proxied.post(
        '/api/admin/auth/login',
        { username: staff.username, password: staff.password },
        { 'x-forwarded-proto': 'http' },
      );
      for (const c of http.headers.getSetCookie()) expect(c).not.toMatch(/; secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY (a client cannot claim https)', async () => {
    const staff = await createStaff(t);
    const res = await t.post(
      '/api/admin/auth/login',
      { username: staff.username, password: staff.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(200);
    for (const c of res.headers.getSetCookie()) expect(c).not.toMatch(/; secure/i);
  });
});
