import type { Db } from '../db/connect';
import { notificationsRepository } from '../repositories/notifications';

/**
 * `POST /api/unsubscribe/:token`: the client's reminders off (the first time counts) and their
 * pending reminders skipped, in one transaction. False when there is no such client.
 */
export async function turnRemindersOff(db: Db, clientId: number, now: Date): Promise<boolean> {
  return db.transaction((trx) => notificationsRepository(trx).turnRemindersOff(clientId, now));
}
