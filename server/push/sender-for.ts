import type { Db } from '../db/connect';
import type { Config } from '../config';
import { createPushSender, type PushSender } from './send';
import { vapidKeys } from './vapid';

/**
 * The app's push sender: VAPID keys from the environment or the database; plain http only to
 * loopback endpoints and never in production.
 */
export async function pushSenderFor(db: Db, config: Config): Promise<PushSender> {
  const vapid = await vapidKeys(db, config.push);
  return createPushSender({ vapid, allowLocalHttp: config.env !== 'production' });
}
