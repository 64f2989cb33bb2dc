import webpush from 'web-push';
import type { Db } from '../db/connect';
import type { PushConfig } from '../config';
import { appSettingsRepository } from '../repositories/app-settings';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const SETTING = 'vapid_keys';
/** Used when VAPID_SUBJECT is unset; set a real mailto: or https: contact in production. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:reminders@barbershop.invalid';

const isKeyPair = (v: unknown): v is { publicKey: string; privateKey: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Record<string, unknown>).publicKey === 'string' &&
  typeof (v as Record<string, unknown>).privateKey === 'string';

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else a pair generated once and kept
 * in app_settings, so restarts and every process agree (a new public key would orphan every
 * subscription). Two processes starting together keep the first pair written.
 */
export async function loadVapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  const subject = config.vapidSubject ?? DEFAULT_VAPID_SUBJECT;
  if (config.vapidPublicKey || config.vapidPrivateKey) {
    if (!config.vapidPublicKey || !config.vapidPrivateKey) {
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then a pair is generated and kept in the database).');
    }
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  const stored = await appSettingsRepository(db).getOrCreate(SETTING, generated);
  if (!isKeyPair(stored)) {
    throw new Error(
      `app_settings.${SETTING} is not a VAPID key pair; delete the row to generate a new one (devices must subscribe again).`,
    );
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

const cache = new WeakMap<Db, Promise<VapidKeys>>();

/** loadVapidKeys once per database handle (routes and the job share it); a failure is retried next time. */
export function vapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  let p = cache.get(db);
  if (!p) {
    p = loadVapidKeys(db, config);
    p.catch(() => cache.delete(db));
    cache.set(db, p);
  }
  return p;
}
