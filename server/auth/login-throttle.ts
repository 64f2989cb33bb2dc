import { createHash } from 'node:crypto';
import type { Db } from '../db/connect';
import { tooManyRequests } from '../errors';
import { loginAttemptsRepository } from '../repositories/login-attempts';

/**
 * Failed sign-ins within 15 minutes before 429 until the window passes (docs/decisions/080-sign-in-per-account-and-address.md):
 * 5 for one username from one address (or one trusted device), so a colleague's typos behind the
 * shop's one address lock only their own account; 20 for one username from anywhere (a guess spread
 * over many addresses) and 20 for one address across usernames (a spray). A browser with a device
 * cookie for the username is counted under its own device key instead.
 */
export const THROTTLE = { maxFailures: 5, maxPerAccount: 20, maxPerAddress: 20, windowMs: 15 * 60 * 1000 } as const;

type KeyKind = 'user' | 'ip' | 'pair' | 'device';
const LIMIT: Record<KeyKind, number> = {
  pair: THROTTLE.maxFailures,
  device: THROTTLE.maxFailures,
  user: THROTTLE.maxPerAccount,
  ip: THROTTLE.maxPerAddress,
};

/** A throttle key; the value is hashed so the table never holds typed usernames (or passwords typed there). */
const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
export const throttleKey = (kind: KeyKind, value: string) => `${kind}:${digest(value)}`;

/** The key for one username at one address: `pair:<username's hash>:<address's hash>`, so a reset finds all of a username's. */
export const pairKey = (username: string, ip: string) => `pair:${digest(username)}:${digest(ip)}`;
const pairPrefix = (username: string) => `pair:${digest(username)}:`;

const limitOf = (key: string) => LIMIT[key.slice(0, key.indexOf(':')) as KeyKind] ?? THROTTLE.maxFailures;

export type Attempt = { ids: number[] };

function tooMany(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
}

/**
 * Failed sign-ins are rows in login_attempts, so every process sees the same count. An attempt is
 * recorded BEFORE the password is checked and removed only when it succeeds: requests racing in
 * parallel each see the others, so no burst gets more than the allowed number of guesses.
 */
export function loginThrottle(db: Db, now: () => Date) {
  const attempts = loginAttemptsRepository(db);
  return {
    /** Records an attempt under each key, or refuses with 429 and Retry-After when a key is locked. */
    async begin(keys: string[]): Promise<Attempt> {
      const t = now();
      const since = new Date(t.getTime() - THROTTLE.windowMs);
      const ids = await attempts.record(keys, t);
      const earlier = await attempts.since(keys, since, ids);
      let retryAt = 0;
      for (const key of keys) {
        const times = earlier.filter((r) => r.key === key).map((r) => r.attempted_at.getTime());
        // Allowed again once enough of these fall out of the window that fewer than the maximum remain.
        const max = limitOf(key);
        if (times.length >= max) retryAt = Math.max(retryAt, times[times.length - max]! + THROTTLE.windowMs);
      }
      if (retryAt > 0) {
        await attempts.removeIds(ids);
        throw tooMany((retryAt - t.getTime()) / 1000);
      }
      return { ids };
    },

    /** A good password: this attempt is not a failure, and the failure count of each of `keys` starts again. */
    async succeeded(attempt: Attempt, keys: string[]): Promise<void> {
      const since = new Date(now().getTime() - THROTTLE.windowMs);
      await attempts.clear(attempt.ids, keys, since);
    },

    /** The shop owner reset the password: failures against that username are forgiven. */
    async forgetUser(username: string): Promise<void> {
      await attempts.removeKey(throttleKey('user', username));
      await attempts.removeKeyPrefix(pairPrefix(username));
    },
  };
}
