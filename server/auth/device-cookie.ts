import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { throttleKey } from './login-throttle';

/**
 * OWASP's device cookies (docs/decisions/029-device-cookies.md): after a good sign-in the browser gets a
 * signed, long-lived cookie naming that username and a random nonce. A sign-in that presents one for
 * its username is throttled per device (its own failures) instead of per username and per address,
 * so a stranger's failed guesses cannot lock staff out of browsers they have used before.
 */
export const DEVICE_COOKIE = {
  name: 'barbershop.device',
  /** Sent only to the sign-in endpoints. */
  path: '/api/admin/auth',
  maxAgeMs: 365 * 24 * 60 * 60 * 1000,
  /** A shared front-desk tablet remembers this many staff members (the most recent). */
  maxEntries: 8,
} as const;

type Entry = { username: string; nonce: string };

const normal = (username: string) => username.trim().toLowerCase();
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** `<base64url(username)>.<nonce>` entries joined by `~`; the whole value is signed (`<name>.sig`). */
function parse(value: string | undefined): Entry[] {
  if (!value || value.length > 2000) return [];
  const out: Entry[] = [];
  for (const part of value.split('~')) {
    const [user, nonce] = part.split('.');
    if (!user || !nonce || !NONCE.test(nonce)) continue;
    out.push({ username: Buffer.from(user, 'base64url').toString('utf8'), nonce });
  }
  return out;
}

const serialize = (entries: Entry[]) => entries.map((e) => `${Buffer.from(e.username, 'utf8').toString('base64url')}.${e.nonce}`).join('~');

const read = (ctx: Context) => parse(ctx.cookies.get(DEVICE_COOKIE.name, { signed: true }));

/**
 * The throttle key of this browser's device cookie for `username`, when it presents a validly
 * signed one naming that username; otherwise undefined (an unknown device).
 */
export function trustedDeviceKey(ctx: Context, username: string): string | undefined {
  const entry = read(ctx).find((e) => e.username === normal(username));
  return entry ? throttleKey('device', entry.nonce) : undefined;
}

/** After a good sign-in: a fresh nonce for this username (the others the browser holds are kept). */
export function issueDeviceCookie(ctx: Context, username: string): void {
  const others = read(ctx).filter((e) => e.username !== normal(username));
  const entries = [{ username: normal(username), nonce: randomBytes(16).toString('base64url') }, ...others].slice(
    0,
    DEVICE_COOKIE.maxEntries,
  );
  ctx.cookies.set(DEVICE_COOKIE.name, serialize(entries), {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: DEVICE_COOKIE.path,
    maxAge: DEVICE_COOKIE.maxAgeMs,
    overwrite: true,
  });
}
