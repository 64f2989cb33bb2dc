import Router from '@koa/router';
import type { Context } from 'koa';
import { LoginInput } from '#shared/schemas/auth';
import { PasswordChangeInput } from '#shared/schemas/staff-accounts';
import type { AppDeps } from '../deps';
import { authenticate } from '../auth/authenticate';
import { issueDeviceCookie, trustedDeviceKey } from '../auth/device-cookie';
import { dummyHash } from '../auth/password';
import { authStamp, sessionRowId } from '../auth/session-store';
import { SESSION_POLICY } from '../auth/session-policy';
import { changeOwnPassword } from '../commands/staff-accounts';
import { presentStaff } from '../repositories/staff-users';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { sessionOf } from '../middleware/session';
import { validate } from '../middleware/validate';

/**
 * `/api/admin/auth/…`: staff sign-in, with the two older paths the product also answers on
 * (`GET /api/auth/user`, the same as `/api/admin/auth/me`, and `GET /api/login`, a redirect to the
 * sign-in page). Answers `{ user: { id, username, displayName } }` (login, me, auth/user);
 * 401 `{ message }` without a session; 429 with Retry-After while a username or address is locked
 * (for a browser without a device cookie for that username) or while this device is locked.
 */
export function authRoutes({ db, now }: AppDeps) {
  void dummyHash(); // computed now, so the first unknown-username check takes no longer than the rest
  const router = new Router();

  router.post(
    '/admin/auth/login',
    validate({ body: LoginInput }, async function login(ctx) {
      const { username, password } = ctx.input.body;
      const account = await authenticate(db, now, { username, password, ip: ctx.ip, deviceKey: trustedDeviceKey(ctx, username) });
      issueDeviceCookie(ctx, account.username);
      // A fresh session id at sign-in (no fixation): the old row is deleted, a new id is issued.
      ctx.session = { staffUserId: account.id, authStamp: authStamp(account.passwordChangedAt) };
      await sessionOf(ctx).regenerate();
      ctx.state.staffUser = presentStaff(account);
      ctx.body = { user: presentStaff(account) };
    }),
  );

  const me = async function me(ctx: Context) {
    ctx.body = { user: currentStaff(ctx) };
  };
  router.get('/admin/auth/me', requireStaff(), me);
  router.get('/auth/user', requireStaff(), me);

  router.post('/admin/auth/logout', requireStaff(), async function logout(ctx) {
    ctx.session = null; // koa-session deletes the row and expires the cookie
    ctx.status = 204;
  });

  // Their own password: the other sessions of the account end; this one is stamped anew and stays.
  router.post(
    '/admin/auth/password',
    requireStaff(),
    validate({ body: PasswordChangeInput }, async function changePassword(ctx) {
      const cookie = ctx.cookies.get(SESSION_POLICY.cookieName, { signed: true });
      const at = now();
      await changeOwnPassword(db, at, currentStaff(ctx), ctx.input.body, cookie ? sessionRowId(cookie) : undefined);
      sessionOf(ctx).authStamp = authStamp(at);
      ctx.status = 204;
    }),
  );

  // Old 401 handling went to /api/login (another host's login): send staff to ours.
  router.get('/login', async function loginRedirect(ctx) {
    ctx.redirect('/admin/login');
  });
  return router;
}
