import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createStaff } from './helpers/staff-session';
import { loginThrottle, THROTTLE } from '../../server/auth/login-throttle';
import { loadConfig } from '../../server/config';

// TRUST_PROXY=1 so X-Forwarded-For sets ctx.ip: each request can come from an address of its own.
let t: TestApp;
const clock = testClock('2026-06-01T14:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ clock, env: { TRUST_PROXY: '1' } });
  await createStaff(t, { username: 'owner', password: 'barber-pole-7' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('login_attempts').del();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (username: string, password: string, ip: string, app: TestApp = t) =>
  app.post('/api/admin/auth/login', { username, password }, from(ip));

describe('failed sign-ins are throttled per account at an address, and per account and per address more loosely', () => {
  it('locks an account at one address after 5 failures there, with Retry-After, until 15 minutes have passed', async () => {
    for (let i = 1; i <= 5; i++) expect((await login('owner', 'wrong-guess', '10.0.0.1')).status).toBe(401);

    const locked = await login('owner', 'barber-pole-7', '10.0.0.1'); // even the right password
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.body).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      code: 'too_many_requests',
    });
    expect(locked.headers.getSetCookie()).toEqual([]);

    clock.advance(10 * 60_000); // refused attempts do not extend the lock
    const later = await login('owner', 'wrong-guess', '10.0.0.1');
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');
    expect(later.body.message).toBe('Too many failed sign-in attempts. Please try again in 5 minutes.');

    clock.advance(5 * 60_000);
    expect((await login('owner', 'barber-pole-7', '10.0.0.1')).status).toBe(200);
  });

  it("five bad tries at one account behind the shop's one address do not lock another account there", async () => {
    for (let i = 1; i <= 5; i++) expect((await login('frontdesk', 'wrong-guess', '192.0.2.50')).status).toBe(401);
    expect((await login('frontdesk', 'wrong-guess', '192.0.2.50')).status).toBe(429);
    expect((await login('owner', 'barber-pole-7', '192.0.2.50')).status).toBe(200);
  });

  it(`locks an account after ${THROTTLE.maxPerAccount} failures from many addresses (a spread guess)`, async () => {
    for (let i = 1; i <= THROTTLE.maxPerAccount; i++) expect((await login('owner', 'wrong-guess', `10.9.${i}.1`)).status).toBe(401);
    const locked = await login('owner', 'barber-pole-7', '10.9.200.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
  });

  it(`locks an address after ${THROTTLE.maxPerAddress} failures across usernames (a spray); other addresses are unaffected`, async () => {
    for (let i = 1; i <= THROTTLE.maxPerAddress; i++) expect((await login(`name-${i}`, 'wrong-guess', '192.0.2.60')).status).toBe(401);
    const locked = await login('owner', 'barber-pole-7', '192.0.2.60');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
    expect((await login('owner', 'barber-pole-7', '192.0.2.61')).status).toBe(200);
  });

  it("the owner's password reset forgives the username's failures at every address", async () => {
    for (let i = 1; i <= 5; i++) await login('owner', 'wrong-guess', '10.5.0.1');
    expect((await login('owner', 'barber-pole-7', '10.5.0.1')).status).toBe(429);
    await loginThrottle(t.db, clock.now).forgetUser('Owner ');
    expect((await login('owner', 'barber-pole-7', '10.5.0.1')).status).toBe(200);
  });

  it('answers an unknown username exactly like a known one, locks included', async () => {
    for (let i = 1; i <= 5; i++)
      expect((await login('ghost', 'wrong-guess', '10.1.0.1')).body.message).toBe('Invalid username or password');
    const locked = await login('ghost', 'wrong-guess', '10.1.0.1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
  });

  it('starts the username’s count again after a good sign-in', async () => {
    for (let i = 1; i <= 4; i++) await login('owner', 'wrong-guess', '10.2.0.1');
    expect((await login('owner', 'barber-pole-7', '10.2.0.1')).status).toBe(200);
    for (let i = 5; i <= 8; i++) expect((await login('owner', 'wrong-guess', '10.2.0.1')).status).toBe(401);
  });

  it('gives a parallel burst no more than 5 guesses', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login('owner', `guess-${i}-wrong`, '10.3.0.1')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('is shared by every process on the same database', async () => {
    const second = await startTestApp({ clock, env: { TRUST_PROXY: '1' }, db: t.db });
    try {
      for (let i = 1; i <= 5; i++) await login('owner', 'wrong-guess', '10.4.0.1', i % 2 ? t : second);
      expect((await login('owner', 'barber-pole-7', '10.4.0.1', second)).status).toBe(429);
      expect((await login('owner', 'barber-pole-7', '10.4.0.1', t)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('TRUST_PROXY=N believes only the addresses the N proxies added (docs/decisions/081-behind-a-proxy.md)', () => {
  it("a client's own X-Forwarded-For entries do not give it a new address behind one proxy", async () => {
    // nginx's `proxy_add_x_forwarded_for` appends the real address to whatever the client sent.
    const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}, 192.0.2.90` });
    for (let i = 1; i <= THROTTLE.maxPerAddress; i++)
      await t.post('/api/admin/auth/login', { username: `n-${i}`, password: 'wrong-guess' }, spoofed(i));
    const locked = await t.post('/api/admin/auth/login', { username: 'owner', password: 'barber-pole-7' }, spoofed(99));
    expect(locked.status).toBe(429);
  });

  it('behind two proxies, the address the first proxy saw is the client', async () => {
    const two = await startTestApp({ clock, env: { TRUST_PROXY: '2' }, db: t.db });
    try {
      const via = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}, 192.0.2.91, 10.0.0.2` });
      for (let i = 1; i <= THROTTLE.maxPerAddress; i++)
        await two.post('/api/admin/auth/login', { username: `m-${i}`, password: 'wrong-guess' }, via(i));
      expect((await two.post('/api/admin/auth/login', { username: 'owner', password: 'barber-pole-7' }, via(99))).status).toBe(429);
      // Another client behind the same second proxy is not locked.
      expect(
        (
          await two.post(
            '/api/admin/auth/login',
            { username: 'owner', password: 'barber-pole-7' },
            { 'x-forwarded-for': '192.0.2.92, 10.0.0.2' },
          )
        ).status,
      ).toBe(200);
    } finally {
      await two.close();
    }
  });

  it('refuses a TRUST_PROXY that is not a small whole number', async () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
