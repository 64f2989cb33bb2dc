import type Koa from 'koa';
import type { Context, Next } from 'koa';
import createSession from 'koa-session';
import type { AppDeps } from '../deps';
import { loadSessionKeys } from '../auth/session-keys';
import { SESSION_POLICY } from '../auth/session-policy';
import { newSessionId, postgresSessionStore, type StaffSessionData } from '../auth/session-store';

/** `ctx.session` as the sign-in code uses it (koa-session's Session with our fields). */
export type StaffSession = StaffSessionData & { isNew: boolean; regenerate: () => Promise<void> };

/**
 * koa-session with a signed cookie that carries only a random id; the data lives in PostgreSQL.
 * Cookie: httpOnly, SameSite=Lax, Secure whenever the request came over HTTPS (ctx.secure, which
 * believes X-Forwarded-Proto only with TRUST_PROXY=1), expiring with the absolute timeout.
 * The signing keys come from SESSION_KEYS or app_settings; they are loaded before the first request
 * that needs them (createApp stays synchronous).
 */
export function staffSession(app: Koa, { db, config, now }: AppDeps) {
  let keys: Promise<string[]> | undefined;
  const session = createSession(
    {
      key: SESSION_POLICY.cookieName,
      maxAge: SESSION_POLICY.absoluteMs,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      rolling: false,
      renew: false,
      genid: newSessionId,
      store: postgresSessionStore(db, now),
    },
    app,
  );
  return async function sessionMiddleware(ctx: Context, next: Next) {
    if (!app.keys) {
      keys ??= loadSessionKeys(db, config.sessionKeys).catch((err) => {
        keys = undefined; // try again on the next request
        throw err;
      });
      app.keys = await keys;
    }
    await session(ctx, next);
  };
}

/** The request's session (never null inside the session middleware unless a handler cleared it). */
export const sessionOf = (ctx: Context) => ctx.session as StaffSession;
