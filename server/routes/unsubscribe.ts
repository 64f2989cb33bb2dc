import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { Lang } from '#shared/i18n/lang';
import type { AppDeps } from '../deps';
import { nt } from '../notifications/i18n';
import { requestLang } from '../request-lang';
import { clientsRepository } from '../repositories/clients';
import { rateLimit, type Limit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { escapeHtml } from '../notifications/email-layout';
import { loadLinkKey, verifyUnsubscribeToken } from '../notifications/links';
import { loadShopDetails } from '../queries/shop-details';
import { turnRemindersOff } from '../commands/unsubscribe';

/** Per address, as the other public token routes (docs/decisions/042-notifications.md#delivery). */
export const UNSUBSCRIBE_LIMIT: Limit = {
  points: 30,
  durationSec: 10 * 60,
  message: 'Too many requests from this address. Please try again in a few minutes.',
};

const Params = z.object({ token: z.string().max(200) });

export const UNSUBSCRIBE_INVALID = 'This link is no longer valid';

/** A tiny server-rendered page (no script, nothing remote): the link is opened from a mail client. */
function page(ctx: Context, lang: Lang, status: number, shopName: string, title: string, body: string) {
  const e = escapeHtml;
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${e(title)} · ${e(shopName)}</title></head>
<body style="margin:0;background:#111110;color:#f2efe8;font-family:Georgia,'Times New Roman',serif">
<main style="max-width:480px;margin:48px auto;padding:24px;background:#1a140d;border:1px solid #c8a24a;border-radius:8px">
<p style="margin:0 0 16px;color:#c8a24a;letter-spacing:1px">${e(shopName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;font-weight:normal">${e(title)}</h1>
${body}
</main></body></html>
`;
}

/**
 * Turning reminders off from an email (docs/decisions/042-notifications.md#delivery). GET answers a
 * page with a button (a link scanner that opens the link changes nothing); POST turns them off: the
 * page's form, and a mail client's RFC 8058 one-click POST ("List-Unsubscribe=One-Click", from
 * elsewhere and without cookies, which the same-origin guard lets through; its form body is not read).
 * The page is in the client's language (clients.lang); a link that is not ours, in the request's.
 */
export function unsubscribeRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  const limit = rateLimit(db, 'unsubscribe', UNSUBSCRIBE_LIMIT, config.rateLimits);

  const clientOf = async (token: string) => verifyUnsubscribeToken(await loadLinkKey(db), token);
  const langOf = async (clientId: number) => (await clientsRepository(db).findById(clientId))?.lang;
  const shopName = async () => (await loadShopDetails(db, config)).name;
  const invalid = async (ctx: Context, lang: Lang = requestLang(ctx)) =>
    page(
      ctx,
      lang,
      404,
      await shopName(),
      nt(lang, 'unsubscribe.invalid.title'),
      `<p>${escapeHtml(nt(lang, 'unsubscribe.invalid.body'))}</p>`,
    );

  router.get(
    '/unsubscribe/:token',
    limit,
    validate({ params: Params }, async (ctx) => {
      const { token } = ctx.input.params;
      const clientId = await clientOf(token);
      if (clientId === null) return invalid(ctx);
      const lang = (await langOf(clientId)) ?? requestLang(ctx);
      const e = escapeHtml;
      page(
        ctx,
        lang,
        200,
        await shopName(),
        nt(lang, 'unsubscribe.ask.title'),
        `<p>${e(nt(lang, 'unsubscribe.ask.body'))}</p>
<form method="post" action="/api/unsubscribe/${e(encodeURIComponent(token))}">
<button type="submit" style="background:#c8a24a;color:#111110;border:0;border-radius:6px;padding:12px 20px;font-size:16px;font-weight:bold;cursor:pointer">${e(nt(lang, 'unsubscribe.ask.button'))}</button>
</form>`,
      );
    }),
  );

  router.post(
    '/unsubscribe/:token',
    limit,
    validate({ params: Params }, async (ctx) => {
      const clientId = await clientOf(ctx.input.params.token);
      if (clientId === null || !(await turnRemindersOff(db, clientId, now()))) return invalid(ctx);
      const lang = (await langOf(clientId)) ?? 'en';
      page(ctx, lang, 200, await shopName(), nt(lang, 'unsubscribe.done.title'), `<p>${escapeHtml(nt(lang, 'unsubscribe.done.body'))}</p>`);
    }),
  );

  return router;
}
