import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/auth/device-cookie';
import { THROTTLE } from '../../server/auth/login-throttle';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createStaff } from './helpers/staff-session';

// OWASP device cookies: a browser that signed in before keeps signing in while strangers lock the username.
// TRUST_PROXY=1 so X-Forwarded-For sets ctx.ip: each request can come from an address of its own.
let t: TestApp;
const clock = testClock('2026-06-01T14:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ clock, env: { TRUST_PROXY: '1' } });
  await createStaff(t, { username: 'owner', password: 'barber-pole-7' });
  await createStaff(t, { username: 'barber2', password: 'clippers-and-comb' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('login_attempts').del();
});

const login = (username: string, password: string, ip: string, cookie?: string) =>
  t.post('/api/admin/auth/login', { username, password }, { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) });

/** The device cookie (value and signature) a sign-in answer set, as a Cookie header. */
function deviceCookieOf(headers: Headers): string {
  const pairs = headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((p) => p.startsWith(`${DEVICE_COOKIE.name}`));
  expect(pairs).toHaveLength(2); // value and .sig
  return pairs.join('; ');
}

async function tabletOf(username: string, password: string): Promise<string> {
  const res = await login(username, password, '10.9.0.1');
  expect(res.status).toBe(200);
  return deviceCookieOf(res.headers);
}

/** Strangers guess at a username from many addresses until the account-wide limit locks it for unknown browsers. */
const lockUsername = async (username: string, prefix: string) => {
  for (let i = 1; i <= THROTTLE.maxPerAccount; i++) expect((await login(username, 'stranger-guess', `${prefix}.${i}`)).status).toBe(401);
};

describe('device cookies keep a stranger from locking staff out', () => {
  it('sets a signed, httpOnly, SameSite=Strict cookie for a year, sent only to the sign-in endpoints', async () => {
    const res = await login('owner', 'barber-pole-7', '10.9.0.2');
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE.name}=`))!;
    expect(set).toMatch(/httponly/i);
    expect(set).toMatch(/samesite=strict/i);
    expect(set).toMatch(/path=\/api\/admin\/auth/);
    const expires = Date.parse(/expires=([^;]+)/i.exec(set)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(DEVICE_COOKIE.maxAgeMs - 60_000); // a year (koa sets Expires from maxAge)
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${DEVICE_COOKIE.name}.sig=`))).toBe(true);
  });

  it('five wrong passwords from strangers lock unknown browsers, not the browser the owner signed in with', async () => {
    const tablet = await tabletOf('owner', 'barber-pole-7');
    await lockUsername('owner', '10.8.0');
    expect((await login('owner', 'barber-pole-7', '10.8.1.1')).status).toBe(429); // a new browser: locked, as before
    const fromTablet = await login('owner', 'barber-pole-7', '10.9.0.1', tablet);
    expect(fromTablet.status, fromTablet.text).toBe(200);
    // The strangers' failures still count against unknown browsers after the owner signed in.
    expect((await login('owner', 'barber-pole-7', '10.8.1.2')).status).toBe(429);
  });

  it('also passes an address locked by others (the shop’s shared network)', async () => {
    const tablet = await tabletOf('owner', 'barber-pole-7');
    for (let i = 1; i <= THROTTLE.maxPerAddress; i++) await login(`name-${i}`, 'wrong-guess', '192.0.2.80');
    expect((await login('owner', 'barber-pole-7', '192.0.2.80')).status).toBe(429);
    expect((await login('owner', 'barber-pole-7', '192.0.2.80', tablet)).status).toBe(200);
  });

  it('is worth nothing for another username, or forged, or unsigned', async () => {
    const tablet = await tabletOf('owner', 'barber-pole-7');
    await lockUsername('barber2', '10.7.0');
    expect((await login('barber2', 'clippers-and-comb', '10.7.1.1', tablet)).status).toBe(429);
    await lockUsername('owner', '10.6.0');
    const value = tablet.split('; ')[0]!;
    const unsigned = value;
    const forged = `${value}; ${DEVICE_COOKIE.name}.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect((await login('owner', 'barber-pole-7', '10.6.1.1', unsigned)).status).toBe(429);
    expect((await login('owner', 'barber-pole-7', '10.6.1.2', forged)).status).toBe(429);
  });

  it('locks a known device after its own 5 failures, without locking the username for others', async () => {
    const tablet = await tabletOf('owner', 'barber-pole-7');
    for (let i = 0; i < 5; i++) expect((await login('owner', 'typo-typo', '10.9.0.1', tablet)).status).toBe(401);
    const locked = await login('owner', 'barber-pole-7', '10.9.0.1', tablet);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect((await login('owner', 'barber-pole-7', '10.5.0.1')).status).toBe(200);
  });

  it('one tablet remembers several staff members', async () => {
    const first = await tabletOf('owner', 'barber-pole-7');
    const both = await login('barber2', 'clippers-and-comb', '10.9.0.1', first);
    const tablet = deviceCookieOf(both.headers);
    await lockUsername('owner', '10.4.0');
    await lockUsername('barber2', '10.4.1');
    expect((await login('owner', 'barber-pole-7', '10.9.0.1', tablet)).status).toBe(200);
    expect((await login('barber2', 'clippers-and-comb', '10.9.0.1', tablet)).status).toBe(200);
  });

  it('answers an unknown username and a wrong password alike, with or without a device cookie', async () => {
    const tablet = await tabletOf('owner', 'barber-pole-7');
    const unknown = await login('ghost', 'wrong-guess', '10.3.0.1', tablet);
    const wrong = await login('owner', 'wrong-guess', '10.3.0.2', tablet);
    const plainWrong = await login('owner', 'wrong-guess', '10.3.0.3');
    for (const r of [unknown, wrong, plainWrong]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: 'Invalid username or password', code: 'unauthorized' });
      expect(r.headers.getSetCookie()).toEqual([]);
    }
  });
});
