import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';
import { cookieHeader, createStaff, signIn } from './helpers/staff-session';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  staff = await createStaff(t, { username: 'Maria', password: 'front-desk-1', displayName: 'María Rivera' });
});
afterAll(() => t.close());
// Every request here comes from 127.0.0.1: start each test with no failures on record.
beforeEach(async () => {
  await t.db('login_attempts').del();
});

describe('POST /api/admin/auth/login', () => {
  it('signs in with the right password (username in any case) and answers the staff member', async () => {
    const res = await t.post('/api/admin/auth/login', { username: 'maria', password: 'front-desk-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { id: staff.id, username: 'Maria', displayName: 'María Rivera', role: 'owner' } });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|hash/i);
    const me = await t.get('/api/admin/auth/me', { cookie: cookieHeader(res.headers) });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('Maria');
  });

  it('answers 401 with one message for a wrong password and for an unknown username', async () => {
    const wrong = await t.post('/api/admin/auth/login', { username: 'Maria', password: 'front-desk-2' });
    const unknown = await t.post('/api/admin/auth/login', { username: 'nobody', password: 'front-desk-1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password', code: 'unauthorized' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('validates the body with the spec’s messages (400, nothing recorded as a failure)', async () => {
    const short = await t.post('/api/admin/auth/login', { username: 'ab', password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    const empty = await t.post('/api/admin/auth/login', {});
    expect(empty.status).toBe(400);
    expect(await t.db('login_attempts').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('sets an httpOnly, SameSite=Lax session cookie, signed, not Secure over plain http', async () => {
    const { res } = await signIn(t, 'Maria', 'front-desk-1');
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('barbershop.sid='))!;
    const sig = cookies.find((c) => c.startsWith('barbershop.sid.sig='))!;
    for (const c of [sid, sig]) {
      expect(c).toMatch(/; httponly/i);
      expect(c).toMatch(/; samesite=lax/i);
      expect(c).toMatch(/; path=\//i);
      expect(c).not.toMatch(/; secure/i);
    }
    // The cookie holds only a random id (256 bits), never the session data.
    expect(sid.split(';')[0]!.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Expires with the absolute timeout (7 days).
    const expires = new Date(/expires=([^;]+)/i.exec(sid)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
  });

  it('issues a new session id at sign-in and ends the one the browser had', async () => {
    const first = await signIn(t, 'Maria', 'front-desk-1');
    const second = await signIn(t, 'Maria', 'front-desk-1', { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await t.get('/api/auth/user', { cookie: first.cookie })).status).toBe(401);
    expect((await t.get('/api/auth/user', { cookie: second.cookie })).status).toBe(200);
  });

  it('refuses a forged or unsigned session cookie', async () => {
    const { cookie } = await signIn(t, 'Maria', 'front-desk-1');
    const sid = cookie.split('; ').find((c) => c.startsWith('barbershop.sid='))!;
    expect((await t.get('/api/auth/user', { cookie: sid })).status).toBe(401);
    const forged = cookie.replace(/barbershop\.sid\.sig=[^;]+/, 'barbershop.sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.get('/api/auth/user', { cookie: forged })).status).toBe(401);
  });
});

describe('logout and session checks', () => {
  it('GET /api/auth/user and /api/admin/auth/me answer 401 without a session', async () => {
    for (const path of ['/api/auth/user', '/api/admin/auth/me']) {
      const res = await t.get(path);
      expect(res.status).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('logout ends the session on the server: the old cookie answers 401 afterwards', async () => {
    const { cookie } = await signIn(t, 'Maria', 'front-desk-1');
    const out = await t.post('/api/admin/auth/logout', undefined, { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/barbershop\.sid=;.*expires=Thu, 01 Jan 1970/i);
    expect((await t.get('/api/auth/user', { cookie })).status).toBe(401);
    expect((await t.post('/api/admin/auth/logout', undefined, { cookie })).status).toBe(401);
  });

  it('GET /api/login redirects to /admin/login (the spec’s 401 target)', async () => {
    const res = await fetch(`${t.base}/api/login`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/login');
  });
});

describe('cross-origin protection', () => {
  it('refuses a state-changing request with the staff cookie from another origin (403)', async () => {
    const { cookie } = await signIn(t, 'Maria', 'front-desk-1');
    const evil = await t.post('/api/admin/auth/logout', undefined, { cookie, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const crossSite = await t.post('/api/admin/auth/logout', undefined, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const opaque = await t.post('/api/admin/auth/logout', undefined, { cookie, origin: 'null' });
    expect(opaque.status).toBe(403);
    // The session survived all three.
    expect((await t.get('/api/auth/user', { cookie })).status).toBe(200);
  });

  it('lets same-origin requests from the app, cookieless requests and non-browser clients through', async () => {
    const { cookie } = await signIn(t, 'Maria', 'front-desk-1');
    const host = new URL(t.base).host;
    const login = await t.post(
      '/api/admin/auth/login',
      { username: 'Maria', password: 'front-desk-1' },
      { origin: 'https://evil.example' },
    );
    expect(login.status).toBe(200); // no cookie sent: nothing to forge
    const sameOrigin = await t.post('/api/admin/auth/logout', undefined, {
      cookie,
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(204);
    const { cookie: again } = await signIn(t, 'Maria', 'front-desk-1');
    const curl = await t.post('/api/admin/auth/logout', undefined, { cookie: again });
    expect(curl.status).toBe(204);
  });
});
