import type { Db } from '../db/connect';
import type { Role, StaffUser } from '#shared/schemas/auth';
import type { StaffAccountView } from '#shared/schemas/staff-accounts';
import { hashPassword } from '../auth/password';
import { sessionsRepository } from './sessions';

/** A staff account as the sign-in code needs it (the hash never leaves the server). */
export type StaffAccount = StaffUser & { passwordHash: string; passwordChangedAt: Date; active: boolean };

type Row = {
  id: number;
  username: string;
  display_name: string;
  password_hash: string;
  password_changed_at: Date;
  role: Role;
  deactivated_at: Date | null;
  created_at: Date;
};

const toAccount = (r: Row): StaffAccount => ({
  id: r.id,
  username: r.username,
  displayName: r.display_name,
  passwordHash: r.password_hash,
  passwordChangedAt: r.password_changed_at,
  role: r.role,
  active: r.deactivated_at === null,
});

export class UsernameTakenError extends Error {
  constructor(username: string) {
    super(`A staff account named "${username}" already exists`);
    this.name = 'UsernameTakenError';
  }
}

/** An account as the owner's Staff screen lists it (`GET /api/admin/staff`). */
const toView = (r: Row): StaffAccountView => ({
  id: r.id,
  username: r.username,
  name: r.display_name,
  role: r.role,
  active: r.deactivated_at === null,
  createdAt: r.created_at.toISOString(),
});

/** What the API shows of a staff member. */
export const presentStaff = (a: StaffUser): StaffUser => ({ id: a.id, username: a.username, displayName: a.displayName, role: a.role });

/** SQL for staff_users. Usernames compare case-insensitively (a unique index on lower(username)). */
export function staffUsersRepository(db: Db) {
  const byUsername = (username: string) => db<Row>('staff_users').whereRaw('lower(username) = lower(?)', [username.trim()]);
  return {
    async count(): Promise<number> {
      const row = await db('staff_users').count<{ n: number }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    async findByUsername(username: string): Promise<StaffAccount | undefined> {
      const row = await byUsername(username).first();
      return row ? toAccount(row) : undefined;
    },
    /** Creates an account; `now` stamps the password. Throws UsernameTakenError when the name exists. */
    async create(input: { username: string; displayName?: string; password: string; now: Date; role?: Role }): Promise<StaffAccount> {
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db('staff_users')
          .insert({
            username: input.username.trim(),
            display_name: input.displayName?.trim() || input.username.trim(),
            password_hash: passwordHash,
            password_changed_at: input.now,
            created_at: input.now,
            role: input.role ?? 'owner',
          })
          .returning<Row[]>('*');
        return toAccount(row!);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new UsernameTakenError(input.username.trim());
        throw err;
      }
    },
    /** A new password: hashed, stamped, and every session of that account ended. */
    async setPassword(id: number, password: string, now: Date): Promise<{ sessionsEnded: number }> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (trx) => {
        await trx('staff_users').where({ id }).update({ password_hash: passwordHash, password_changed_at: now });
        return { sessionsEnded: await sessionsRepository(trx).endSessionsOf(id) };
      });
    },
    /** Held until the transaction ends: two processes starting together make one first account. */
    async lockFirstAccount(lock: number): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(?)', [lock]);
    },
    async list(): Promise<StaffUser[]> {
      const rows = await db<Row>('staff_users').orderBy('id');
      return rows.map((r) => presentStaff(toAccount(r)));
    },
    /** Every account, active or not, oldest first (`GET /api/admin/staff`). */
    async listViews(): Promise<StaffAccountView[]> {
      const rows = await db<Row>('staff_users').orderBy('id');
      return rows.map(toView);
    },
    async findView(id: number): Promise<StaffAccountView | undefined> {
      const row = await db<Row>('staff_users').where({ id }).first();
      return row ? toView(row) : undefined;
    },
    /**
     * Locks every active owner's row and the account's own until the transaction ends, so two
     * changes that each leave one owner cannot both pass the last-owner check; answers the account
     * and how many active owners there are.
     */
    async lockForChange(id: number): Promise<{ account: StaffAccountView; activeOwners: number } | undefined> {
      const rows = await db<Row>('staff_users')
        .where({ id })
        .orWhere((q) => q.where({ role: 'owner' }).whereNull('deactivated_at'))
        .orderBy('id')
        .forUpdate();
      const row = rows.find((r) => r.id === id);
      if (!row) return undefined;
      return { account: toView(row), activeOwners: rows.filter((r) => r.role === 'owner' && r.deactivated_at === null).length };
    },
    /**
     * Changes an account inside the caller's transaction. A new password hash restamps it; a
     * password or `active: false` ends the account's sessions (but `keepSession`, a session row id:
     * the caller's own, when they change their own password).
     */
    async update(
      id: number,
      change: { name?: string; role?: Role; passwordHash?: string; active?: boolean; now: Date; keepSession?: string },
    ): Promise<{ sessionsEnded: number }> {
      const set: Record<string, unknown> = {};
      if (change.name !== undefined) set.display_name = change.name.trim();
      if (change.role !== undefined) set.role = change.role;
      if (change.passwordHash !== undefined) {
        set.password_hash = change.passwordHash;
        set.password_changed_at = change.now;
      }
      if (change.active === false) set.deactivated_at = db.raw('coalesce(deactivated_at, ?)', [change.now]);
      if (change.active === true) set.deactivated_at = null;
      if (Object.keys(set).length > 0) await db('staff_users').where({ id }).update(set);
      if (change.passwordHash === undefined && change.active !== false) return { sessionsEnded: 0 };
      return { sessionsEnded: await sessionsRepository(db).endSessionsOf(id, change.keepSession) };
    },
    /** The same password hashed again with today's parameters (no sign-out: the password did not change). */
    async upgradeHash(id: number, passwordHash: string): Promise<void> {
      await db('staff_users').where({ id }).update({ password_hash: passwordHash });
    },
  };
}
