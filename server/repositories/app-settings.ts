import type { Db } from '../db/connect';

export function appSettingsRepository(db: Db) {
  return {
    /**
     * The stored value of `key`, writing `initial` first when there is none. Two processes racing
     * both read the first value written (INSERT … ON CONFLICT DO NOTHING, then SELECT). The value
     * is answered as stored (JSON); the caller checks its shape.
     */
    async getOrCreate(key: string, initial: unknown): Promise<unknown> {
      await db('app_settings')
        .insert({ key, value: JSON.stringify(initial) })
        .onConflict('key')
        .ignore();
      const row = await db('app_settings').where({ key }).first<{ value: unknown } | undefined>();
      return row?.value;
    },
    /** The stored value of `key` (JSON), or undefined when there is none. */
    async get(key: string): Promise<unknown> {
      const row = await db('app_settings').where({ key }).first<{ value: unknown } | undefined>();
      return row?.value;
    },
    /** Stores `value` under `key`, replacing any. */
    async put(key: string, value: unknown): Promise<void> {
      await db('app_settings')
        .insert({ key, value: JSON.stringify(value) })
        .onConflict('key')
        .merge();
    },
  };
}
