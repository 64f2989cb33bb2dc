import type { Db } from '../db/connect';

/** SQL for login_attempts: one row per key per sign-in attempt (auth/login-throttle.ts decides). */
export function loginAttemptsRepository(db: Db) {
  return {
    /** One row per key at `at`; answers their ids. */
    async record(keys: string[], at: Date): Promise<number[]> {
      const inserted = await db('login_attempts')
        .insert(keys.map((key) => ({ key, attempted_at: at })))
        .returning<{ id: number }[]>('id');
      return inserted.map((r) => Number(r.id));
    },
    /** The attempts under these keys after `since`, other than `exceptIds`, oldest first. */
    async since(keys: string[], since: Date, exceptIds: number[]): Promise<{ key: string; attempted_at: Date }[]> {
      return db('login_attempts')
        .whereIn('key', keys)
        .where('attempted_at', '>', since)
        .whereNotIn('id', exceptIds)
        .orderBy('attempted_at', 'asc')
        .select<{ key: string; attempted_at: Date }[]>('key', 'attempted_at');
    },
    async removeIds(ids: number[]): Promise<void> {
      await db('login_attempts').whereIn('id', ids).del();
    },
    /** Deletes these ids, every attempt under `key`, and every attempt at or before `olderThan`. */
    async clear(ids: number[], keys: string[], olderThan: Date): Promise<void> {
      await db('login_attempts').whereIn('id', ids).orWhereIn('key', keys).orWhere('attempted_at', '<=', olderThan).del();
    },
    async removeKey(key: string): Promise<void> {
      await db('login_attempts').where('key', key).del();
    },
    /** Every key starting with `prefix` (hex digests and ':' only, so no LIKE wildcard can be in it). */
    async removeKeyPrefix(prefix: string): Promise<void> {
      await db('login_attempts').where('key', 'like', `${prefix}%`).del();
    },
  };
}
