import type { Config } from '../config';
import type { Db } from '../db/connect';
import { loadLinkKey } from './links';

/**
 * What a command that owes client messages needs besides `now` (docs/decisions/042-notifications.md):
 * whether SMS is configured, and the key manage links are derived from (read before the transaction).
 */
export type NotifySettings = { sms: boolean; linkKey: Buffer };

export async function notifySettings({ db, config }: { db: Db; config: Config }): Promise<NotifySettings> {
  return { sms: config.notify.twilio !== undefined, linkKey: await loadLinkKey(db) };
}
