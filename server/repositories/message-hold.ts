import type { Db } from '../db/connect';

/**
 * Client messages held after a restore (docs/decisions/084-backups.md): a restored copy must not write
 * to clients on its own (the original may have sent the same reminders). Restore writes this setting;
 * the email/SMS outbox job and the push reminder job send nothing while it is set; the owner clears
 * it (`POST /api/admin/notifications/release`, or `npm run admin -- release-messages`). Messages the
 * backup has as sent stay sent either way: only pending ones go after the release.
 */
export const HOLD_SETTING = 'notifications.heldSinceRestore';

export type Hold = { restoredAt: string; backupCreatedAt: string };

export async function holdMessages(db: Db, hold: Hold): Promise<void> {
  await db('app_settings')
    .insert({ key: HOLD_SETTING, value: JSON.stringify(hold) })
    .onConflict('key')
    .merge();
}

/** The hold in force, or null when messages go out. */
export async function messagesHeld(db: Db): Promise<Hold | null> {
  const row = await db('app_settings').where({ key: HOLD_SETTING }).first<{ value: Hold } | undefined>();
  return row ? row.value : null;
}

/** Lets messages go again; answers the hold that was lifted (null: none was in force). */
export async function releaseMessages(db: Db): Promise<Hold | null> {
  const [row] = await db('app_settings').where({ key: HOLD_SETTING }).del().returning<{ value: Hold }[]>('value');
  return row ? row.value : null;
}

/** Client messages waiting to be sent (held while a hold is in force) and those whose outcome is unknown. */
export async function messageCounts(db: Db): Promise<{ pending: number; unknown: number }> {
  const rows: Array<{ state: string; n: number }> = await db('notifications')
    .whereIn('state', ['pending', 'unknown'])
    .groupBy('state')
    .select('state', db.raw('count(*)::int as n'));
  const of = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  return { pending: of('pending'), unknown: of('unknown') };
}
