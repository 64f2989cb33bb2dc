import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createStaff } from './helpers/staff-session';

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
const login = (username: string, password: string, ip: string, app: TestApp = t) => app.post('/api/admin/auth/login', { username, password }, from(ip));

describe('failed sign-ins are throttled per username and per address', () => {
  it('locks a username after 5 failures from anywhere, with Retry-After, until 15 minutes have passed', async () => {
    for (let i = 1; i <= 5; i++) expect((await login('owner', 'wrong-guess', `10.0.0.${i}`)).status).toBe(401);

    const locked = await login('owner', 'barber-pole-7', '10.0.0.6'); // even the right password
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.body).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.', code: 'too_many_requests' });
    expect(locked.headers.getSetCookie()).toEqual([]);

    clock.advance(10 * 60_000); // refused attempts do not extend the lock
    const later = await login('owner', 'wrong-guess', '10.0.0.7');
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');
    expect(later.body.message).toBe('Too many failed sign-in attempts. Please try again in 5 minutes.');

    clock.advance(5 * 60_000);
    expect((await login('owner', 'barber-pole-7', '10.0.0.8')).status).toBe(200);
  });

  it('locks an address after 5 failures for any usernames; other addresses are unaffected', async () => {
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) expect((await login(name, 'wrong-guess', '192.0.2.50')).status).toBe(401);
    const locked = await login('owner', 'barber-pole-7', '192.0.2.50');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
    expect((await login('owner', 'barber-pole-7', '192.0.2.51')).status).toBe(200);
  });

  it('answers an unknown username exactly like a known one, locks included', async () => {
    for (let i = 1; i <= 5; i++) expect((await login('ghost', 'wrong-guess', `10.1.0.${i}`)).body.message).toBe('Invalid username or password');
    const locked = await login('ghost', 'wrong-guess', '10.1.0.9');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
  });

  it('starts the username’s count again after a good sign-in', async () => {
    for (let i = 1; i <= 4; i++) await login('owner', 'wrong-guess', `10.2.0.${i}`);
    expect((await login('owner', 'barber-pole-7', '10.2.0.20')).status).toBe(200);
    for (let i = 5; i <= 8; i++) expect((await login('owner', 'wrong-guess', `10.2.0.${i}`)).status).toBe(401);
  });

  it('gives a parallel burst no more than 5 guesses', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login('owner', `guess-${i}-wrong`, `10.3.0.${i + 1}`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('is shared by every process on the same database', async () => {
    const second = await startTestApp({ clock, env: { TRUST_PROXY: '1' }, db: t.db });
    try {
      for (let i = 1; i <= 5; i++) await login('owner', 'wrong-guess', `10.4.0.${i}`, i % 2 ? t : second);
      expect((await login('owner', 'barber-pole-7', '10.4.0.9', second)).status).toBe(429);
      expect((await login('owner', 'barber-pole-7', '10.4.0.9', t)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
