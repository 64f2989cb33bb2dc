import { createHash } from 'node:crypto';
import type { Db } from '../db/connect';
import { tooManyRequests } from '../errors';
import { loginAttemptsRepository } from '../repositories/login-attempts';

/**
 * After 5 failed sign-ins for one username or one address within 15 minutes: 429 until the window
 * passes. A browser with a device cookie for the username is counted under its own device key instead.
 */
export const THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** A throttle key; the value is hashed so the table never holds typed usernames (or passwords typed there). */
export const throttleKey = (kind: 'user' | 'ip' | 'device', value: string) =>
  `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;

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
        if (times.length >= THROTTLE.maxFailures) retryAt = Math.max(retryAt, times[times.length - THROTTLE.maxFailures]! + THROTTLE.windowMs);
      }
      if (retryAt > 0) {
        await attempts.removeIds(ids);
        throw tooMany((retryAt - t.getTime()) / 1000);
      }
      return { ids };
    },

    /** A good password: this attempt is not a failure, and the account's failure count starts again. */
    async succeeded(attempt: Attempt, userKey: string): Promise<void> {
      const since = new Date(now().getTime() - THROTTLE.windowMs);
      await attempts.clear(attempt.ids, userKey, since);
    },

    /** The shop owner reset the password: failures against that username are forgiven. */
    async forgetUser(username: string): Promise<void> {
      await attempts.removeKey(throttleKey('user', username));
    },
  };
}
