import type { Context, Next } from 'koa';
import type { StaffUser } from '#shared/schemas/auth';
import { forbidden, unauthorized } from '../errors';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import type { AppState } from './validate';

export const NOT_SIGNED_IN = 'Please sign in to continue';

/**
 * Staff-only endpoints: `router.get('/appointments', requireStaff(), validate({ query: Q }, handler))`.
 * Answers 401 `{ message, code: 'unauthorized' }` unless the request carries a live staff session
 * (the session store put the staff member on ctx.state.staffUser: signed cookie, row present,
 * within the idle and absolute timeouts, password unchanged since sign-in).
 */
export function requireStaff() {
  return async function requireStaffSession(ctx: Context, next: Next) {
    if (!ctx.state.staffUser) throw unauthorized(NOT_SIGNED_IN);
    await next();
  };
}

/** The signed-in staff member inside a handler behind requireStaff(). */
export function currentStaff(ctx: { state: AppState }): StaffUser {
  const user = ctx.state.staffUser;
  if (!user) throw unauthorized(NOT_SIGNED_IN);
  return user;
}

/**
 * Owner-only endpoints (the back office: services, prices, barbers, hours, shop details, accounts,
 * revenue): 401 without a session, 403 `{ message: OWNER_ONLY }` for a staff session.
 */
export function requireOwner() {
  return async function requireOwnerSession(ctx: Context, next: Next) {
    const user = ctx.state.staffUser;
    if (!user) throw unauthorized(NOT_SIGNED_IN);
    if (user.role !== 'owner') throw forbidden(OWNER_ONLY);
    await next();
  };
}
