import type { Db } from '../db/connect';

/** A session row with its staff member (null when the account is gone or the session is anonymous). */
export type SessionRow<Data> = {
  data: Data;
  staff_user_id: number | null;
  last_seen_at: Date;
  expires_at: Date;
  user_id: number | null;
  username: string | null;
  display_name: string | null;
  role: 'owner' | 'staff' | null;
  deactivated_at: Date | null;
  password_changed_at: Date | null;
};

/** SQL for sessions (the store's logic is in auth/session-store.ts); rows are keyed by the cookie id's hash. */
export function sessionsRepository(db: Db) {
  return {
    async find<Data>(id: string): Promise<SessionRow<Data> | undefined> {
      return db('sessions as s')
        .leftJoin('staff_users as u', 'u.id', 's.staff_user_id')
        .where('s.id', id)
        .first<SessionRow<Data> | undefined>(
          's.data',
          's.staff_user_id',
          's.last_seen_at',
          's.expires_at',
          'u.id as user_id',
          'u.username',
          'u.display_name',
          'u.password_changed_at',
          'u.role',
          'u.deactivated_at',
        );
    },
    async remove(id: string): Promise<void> {
      await db('sessions').where({ id }).del();
    },
    async touch(id: string, at: Date): Promise<void> {
      await db('sessions').where({ id }).update({ last_seen_at: at });
    },
    /** A new row, or new data (and staff member) on an existing one; its times stay. */
    async save(row: { id: string; data: unknown; staffUserId: number | null; at: Date; expiresAt: Date }): Promise<void> {
      await db('sessions')
        .insert({
          id: row.id,
          data: JSON.stringify(row.data),
          staff_user_id: row.staffUserId,
          created_at: row.at,
          last_seen_at: row.at,
          expires_at: row.expiresAt,
        })
        .onConflict('id')
        .merge(['data', 'staff_user_id']);
    },
    /** Deletes sessions that expired by `at` or were last seen at or before `idleSince`. */
    async purge(at: Date, idleSince: Date): Promise<void> {
      await db('sessions').where('expires_at', '<=', at).orWhere('last_seen_at', '<=', idleSince).del();
    },
    /** Ends every session of one staff member (but the row `except`, when given); answers how many. */
    async endSessionsOf(staffUserId: number, except?: string): Promise<number> {
      const q = db('sessions').where({ staff_user_id: staffUserId });
      if (except) q.whereNot('id', except);
      return q.del();
    },
  };
}
