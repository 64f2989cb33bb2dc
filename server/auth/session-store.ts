import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Db } from '../db/connect';
import type { StaffUser } from '#shared/schemas/auth';
import { SESSION_POLICY } from './session-policy';
import { sessionsRepository, type SessionRow } from '../repositories/sessions';

/** What a staff session holds: who signed in, and the password stamp they signed in under. */
export type StaffSessionData = { staffUserId?: number; authStamp?: string };

/** A new session id: 256 random bits, URL-safe (the cookie's value). */
export const newSessionId = () => randomBytes(32).toString('base64url');

/** Rows are keyed by the id's SHA-256, so a copy of the table holds no usable cookie. */
export const sessionRowId = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('hex');

/** The stamp a session must still match: changes whenever the password does. */
export const authStamp = (passwordChangedAt: Date) => passwordChangedAt.toISOString();

type Row = SessionRow<StaffSessionData>;

function stillValid(row: Row, t: number): boolean {
  if (row.expires_at.getTime() <= t) return false; // absolute timeout
  if (row.last_seen_at.getTime() + SESSION_POLICY.idleMs <= t) return false; // idle timeout
  if (row.staff_user_id === null) return true;
  // The account is gone or deactivated, or its password changed since this session signed in.
  return (
    row.user_id !== null &&
    row.deactivated_at === null &&
    row.password_changed_at !== null &&
    row.data.authStamp === authStamp(row.password_changed_at)
  );
}

/**
 * koa-session's external store in PostgreSQL: the cookie carries only a signed random id, the
 * data lives here, so deleting a row really ends a session (logout, password reset). Idle and
 * absolute timeouts are decided here with the app's clock. A valid staff session puts the staff
 * member on `ctx.state.staffUser` for `requireStaff()`.
 */
export function postgresSessionStore(db: Db, now: () => Date) {
  const sessions = sessionsRepository(db);
  return {
    async get(key: string, _maxAge: number, { ctx }: { ctx?: Context }): Promise<StaffSessionData | undefined> {
      const id = sessionRowId(key);
      const row = await sessions.find<StaffSessionData>(id);
      if (!row) return undefined;
      const t = now().getTime();
      if (!stillValid(row, t)) {
        await sessions.remove(id);
        return undefined;
      }
      if (t - row.last_seen_at.getTime() >= SESSION_POLICY.touchEveryMs) {
        await sessions.touch(id, new Date(t));
      }
      if (row.user_id !== null && ctx) {
        const user: StaffUser = { id: row.user_id, username: row.username!, displayName: row.display_name!, role: row.role ?? 'staff' };
        ctx.state.staffUser = user;
      }
      return row.data;
    },

    async set(key: string, sess: Record<string, unknown>): Promise<void> {
      const t = now();
      // koa-session's own bookkeeping (_expire, _maxAge) is not kept: the timeouts are decided above.
      const data = Object.fromEntries(Object.entries(sess).filter(([k]) => !k.startsWith('_')));
      const staffUserId = typeof data.staffUserId === 'number' ? data.staffUserId : null;
      await sessions.save({
        id: sessionRowId(key),
        data,
        staffUserId,
        at: t,
        expiresAt: new Date(t.getTime() + SESSION_POLICY.absoluteMs),
      });
      await purgeEndedSessions(db, t);
    },

    async destroy(key: string): Promise<void> {
      await sessions.remove(sessionRowId(key));
    },
  };
}

/** Deletes sessions past either timeout (run when a session is saved, i.e. at sign-in). */
export async function purgeEndedSessions(db: Db, at: Date): Promise<void> {
  await sessionsRepository(db).purge(at, new Date(at.getTime() - SESSION_POLICY.idleMs));
}
