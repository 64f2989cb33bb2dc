import type { Db } from '../db/connect';
import type { StaffAccountView, StaffCreateInput, StaffPatchInput } from '#shared/schemas/staff-accounts';
import { conflict, fieldError, notFound } from '../errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { staffUsersRepository, UsernameTakenError } from '../repositories/staff-users';
import { say } from '../i18n/say';

export const LAST_OWNER = 'The shop needs at least one active owner: make another account an owner first.';
export const NOT_YOURSELF = 'You cannot deactivate your own account.';
export const WRONG_PASSWORD = 'Current password is wrong';

/** The fields of an account the History shows (never a password or its hash). */
const shown = (a: StaffAccountView) => ({ username: a.username, name: a.name, role: a.role, active: a.active });

/** `POST /api/admin/staff`: a new account (409 when the username is taken). */
export async function createStaffAccount(db: Db, now: Date, actor: Actor, input: StaffCreateInput): Promise<StaffAccountView> {
  return db.transaction(async (trx) => {
    const users = staffUsersRepository(trx);
    let id: number;
    try {
      ({ id } = await users.create({ username: input.username, displayName: input.name, password: input.password, role: input.role, now }));
    } catch (err) {
      if (err instanceof UsernameTakenError) throw conflict('That username is taken');
      throw err;
    }
    const view = (await users.findView(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'staff.create',
      entity: 'staff',
      entityId: id,
      summary: say(view.role === 'owner' ? 'history.staff.createOwner' : 'history.staff.create', {
        username: view.username,
        name: view.name,
      }),
      after: shown(view),
    });
    return view;
  });
}

/**
 * `PATCH /api/admin/staff/{id}`: rename, change the role, reset the password, deactivate or bring
 * back. A reset or a deactivation ends that account's sessions in the same transaction. Refuses (409)
 * leaving the shop without an active owner, and an owner deactivating themselves.
 */
export async function patchStaffAccount(
  db: Db,
  now: Date,
  actor: NonNullable<Actor>,
  id: number,
  patch: StaffPatchInput,
): Promise<StaffAccountView> {
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  return db.transaction(async (trx) => {
    const users = staffUsersRepository(trx);
    const locked = await users.lockForChange(id);
    if (!locked) throw notFound('Staff account not found');
    const before = locked.account;
    if (patch.active === false && id === actor.id) throw conflict(NOT_YOURSELF);
    const staysOwner = (patch.role ?? before.role) === 'owner' && (patch.active ?? before.active);
    if (before.role === 'owner' && before.active && !staysOwner && locked.activeOwners <= 1) throw conflict(LAST_OWNER);
    await users.update(id, { name: patch.name, role: patch.role, active: patch.active, passwordHash, now });
    const after = (await users.findView(id))!;
    const changed = (['name', 'role', 'active'] as const).filter((k) => before[k] !== after[k]);
    const what = [
      ...changed.map((k) =>
        k === 'active'
          ? say(after.active ? 'history.staff.reactivated' : 'history.staff.deactivated')
          : k === 'role'
            ? say(after.role === 'owner' ? 'history.staff.madeOwner' : 'history.staff.madeStaff')
            : say('history.staff.renamed', { name: after.name }),
      ),
      ...(passwordHash ? [say('history.staff.passwordReset')] : []),
    ];
    if (what.length === 0) return after; // the same values again: nothing changed, nothing to record
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'staff.update',
      entity: 'staff',
      entityId: id,
      summary: say('history.staff.update', { username: after.username, changes: what }),
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: { ...Object.fromEntries(changed.map((k) => [k, after[k]])), ...(passwordHash ? { passwordReset: true } : {}) },
    });
    return after;
  });
}

/**
 * `POST /api/admin/auth/password`: the signed-in account's own password. Every other session of the
 * account ends; `keepSession` (this request's session row) stays. 400 `currentPassword` when wrong.
 */
export async function changeOwnPassword(
  db: Db,
  now: Date,
  actor: NonNullable<Actor>,
  input: { currentPassword: string; newPassword: string },
  keepSession: string | undefined,
): Promise<void> {
  const account = await staffUsersRepository(db).findByUsername(actor.username);
  if (!account || account.id !== actor.id || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw fieldError('currentPassword', WRONG_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (trx) => {
    await staffUsersRepository(trx).update(actor.id, { passwordHash, now, keepSession });
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'staff.password',
      entity: 'staff',
      entityId: actor.id,
      summary: say('history.staff.ownPassword', { username: actor.username }),
      after: { passwordChanged: true },
    });
  });
}
