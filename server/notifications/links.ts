import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Lang } from '#shared/i18n/lang';
import type { Db } from '../db/connect';
import { appSettingsRepository } from '../repositories/app-settings';

const SETTING = 'link_key';

/**
 * The key client links are derived from (docs/decisions/042-notifications.md): LINK_KEY, else generated once and kept
 * in app_settings, so every process and every restart derive the same links. Read once per pool.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();
let fromEnvironment: Buffer | undefined;
/** LINK_KEY (or LINK_KEY_FILE) given: every link of this process derives from it, not from app_settings. */
export function useLinkKey(key: string | undefined): void {
  fromEnvironment = key ? Buffer.from(key, 'base64url') : undefined;
}
export function loadLinkKey(db: Db): Promise<Buffer> {
  if (fromEnvironment) return Promise.resolve(fromEnvironment);
  let key = keys.get(db);
  if (!key) {
    key = appSettingsRepository(db)
      .getOrCreate(SETTING, randomBytes(32).toString('base64url'))
      .then((v) => {
        if (typeof v !== 'string' || v.length < 32)
          throw new Error(`app_settings.${SETTING} is not a key; delete the row to make a new one (every emailed link stops working).`);
        return Buffer.from(v, 'base64url');
      });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/**
 * The appointment's manage link token: 43 unguessable characters, the same in every message about it.
 * Only its hash is stored (`appointments.manage_token_hash`); the job derives it again to write a link.
 */
export const manageToken = (key: Buffer, appointmentId: number) => mac(key, `manage:${appointmentId}`);

/** Hex SHA-256 of a token, as stored; a presented token is looked up by this. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A manage token's shape (anything else is answered "no longer valid" without a query). */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The client's "turn reminders off" token: `<clientId>.<mac>`, checked by deriving it again (nothing stored). */
export const unsubscribeToken = (key: Buffer, clientId: number) => `${clientId}.${mac(key, `unsubscribe:${clientId}`)}`;

/** The client id an unsubscribe token is for, or null if it is not one of ours. */
export function verifyUnsubscribeToken(key: Buffer, token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const expected = Buffer.from(unsubscribeToken(key, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * Links as they appear in messages; `publicUrl` has no trailing slash. The manage page of a client
 * who reads Spanish opens in Spanish (`?lang=es`: the page's language comes from it first).
 */
export const manageUrl = (publicUrl: string, token: string, lang: Lang = 'en') =>
  `${publicUrl}/manage/${token}${lang === 'en' ? '' : `?lang=${lang}`}`;
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/unsubscribe/${token}`;
export const bookUrl = (publicUrl: string) => `${publicUrl}/book`;
