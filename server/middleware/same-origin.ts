import type { Context, Next } from 'koa';
import { forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasCookie(ctx: Context, name: string): boolean {
  const header = ctx.get('Cookie');
  return header.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // includes the opaque origin "null"
  }
}

/**
 * Cross-site request forgery guard. A state-changing request that carries the session cookie is
 * refused (403) when the browser says it comes from elsewhere: `Sec-Fetch-Site: cross-site` or
 * `same-site` (a sibling subdomain), or an `Origin` whose host is not this request's host.
 * Requests without the cookie (visitors, the Stripe webhook) and clients that send neither header
 * (curl, tests) pass: browsers send Origin on every cross-origin POST, PUT, PATCH and DELETE.
 * Hosts are compared, not schemes, so a TLS-terminating proxy without TRUST_PROXY still works.
 */
export function sameOrigin(cookieName: string) {
  return async function refuseCrossOrigin(ctx: Context, next: Next) {
    if (STATE_CHANGING.has(ctx.method) && hasCookie(ctx, cookieName)) {
      const site = ctx.get('Sec-Fetch-Site');
      const origin = ctx.get('Origin');
      if (site === 'cross-site' || site === 'same-site') throw forbidden('Cross-site request refused');
      if (origin && originHost(origin) !== ctx.host) throw forbidden('Cross-origin request refused');
    }
    await next();
  };
}
