import type { Db } from '../db/connect';
import type { Config } from '../config';
import { createPushSender, type PushSender } from './send';
import { vapidKeys } from './vapid';

/**
 * The app's push sender: VAPID keys from the environment or the database; only known push services
 * unless PUSH_DEV_ENDPOINTS=1 (server/push/endpoint-policy.ts).
 */
export async function pushSenderFor(db: Db, config: Config): Promise<PushSender> {
  const vapid = await vapidKeys(db, config.push);
  return createPushSender({ vapid, devEndpoints: config.push.devEndpoints });
}
