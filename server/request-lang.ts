import type { Context } from 'koa';
import { pickLang, type Lang } from '#shared/i18n/lang';

/**
 * The language a request asks for (docs/decisions/046-spanish.md): `?lang=`, the ES | EN switch's
 * cookie, `Accept-Language`, English. An answer that depends on it says so with `Vary`.
 */
export function requestLang(ctx: Context): Lang {
  ctx.vary('Cookie');
  ctx.vary('Accept-Language');
  return pickLang({ query: ctx.query.lang, cookie: ctx.get('Cookie'), acceptLanguage: ctx.get('Accept-Language') });
}
