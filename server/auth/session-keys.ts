import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import { appSettingsRepository } from '../repositories/app-settings';

const SETTING = 'session_keys';

/**
 * The keys that sign the session cookie: SESSION_KEYS when set (comma-separated, the first signs,
 * all verify, so keys can be rotated), else a random key generated once and kept in app_settings,
 * so every process and every restart agree. Two processes starting together keep the first key.
 */
export async function loadSessionKeys(db: Db, fromEnv: string[] | undefined): Promise<string[]> {
  if (fromEnv && fromEnv.length > 0) return fromEnv;
  const generated = [randomBytes(32).toString('base64url')];
  const keys = await appSettingsRepository(db).getOrCreate(SETTING, generated);
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string' && k.length >= 32)) {
    throw new Error(`app_settings.${SETTING} is not a list of keys; delete the row to generate a new one (signs everyone out).`);
  }
  return keys as string[];
}
