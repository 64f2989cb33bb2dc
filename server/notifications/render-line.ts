import { LineMessage } from '#shared/schemas/notifications';
import type { Lang } from '#shared/i18n/lang';
import { nt } from './i18n';
import { escapeHtml, layout } from './email-layout';
import type { PushPayload } from '#shared/schemas/push';
import type { RenderContext, RenderedEmail, RenderedSms, RenderRow } from './render';

/** The client's own page in the line, in their language. */
export const lineUrl = (publicUrl: string, token: string, lang: Lang) =>
  `${publicUrl}/line/${token}${lang === 'en' ? '' : `?lang=${lang}`}`;

function lineMessage(row: RenderRow): LineMessage {
  const parsed = LineMessage.safeParse(row.payload);
  if (!parsed.success) throw new Error(`${row.kind} message has no readable line entry`);
  return parsed.data;
}

/**
 * "Two ahead of you" and "It's your turn" (docs/decisions/067-floor-data-model-and-live-channel.md#notifications),
 * in the language the client joined in (their payload says it: a line entry has no client record).
 */
export function renderLineEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const m = lineMessage(row);
  const lang = m.lang;
  const link = lineUrl(ctx.publicUrl, m.token, lang);
  const up = row.kind === 'line-up';
  const hi = nt(lang, 'email.hi', { name: m.firstName });
  const lead = up ? nt(lang, 'line.up.lead', { shop: ctx.shop.name }) : nt(lang, 'line.twoAhead.lead', { shop: ctx.shop.name });
  const subject = up ? nt(lang, 'line.up.subject', { shop: ctx.shop.name }) : nt(lang, 'line.twoAhead.subject', { shop: ctx.shop.name });
  const text = [hi, '', lead, nt(lang, 'line.page', { link }), '', '--', ctx.shop.name].join('\n');
  const e = escapeHtml;
  const html = layout({
    lang,
    shopName: e(ctx.shop.name),
    heading: e(subject),
    bodyHtml: `<p style="margin:0 0 12px">${e(hi)}</p><p style="margin:0 0 12px">${e(lead)}</p>`,
    button: { href: e(link), label: e(nt(lang, 'line.page.button')) },
    footerHtml: e(ctx.shop.name),
  });
  return { subject, text, html, headers: {}, links: {} };
}

export function renderLineSms(row: RenderRow, ctx: RenderContext): RenderedSms {
  const m = lineMessage(row);
  const shop = ctx.shop.name.length <= 40 ? ctx.shop.name : `${ctx.shop.name.slice(0, 39)}…`;
  const link = lineUrl(ctx.publicUrl, m.token, m.lang);
  return { text: nt(m.lang, row.kind === 'line-up' ? 'sms.line.up' : 'sms.line.twoAhead', { shop, link }), links: {} };
}

/**
 * The same two messages as a web push notification (docs/decisions/071-line-push-and-floor-first.md): the
 * subject as its title, the lead as its body, a tap opens the client's page; one tag per entry, so "your
 * turn" replaces "two ahead" on the device.
 */
export function renderLinePush(row: RenderRow, ctx: RenderContext): PushPayload {
  const m = lineMessage(row);
  const up = row.kind === 'line-up';
  return {
    title: nt(m.lang, up ? 'line.up.subject' : 'line.twoAhead.subject', { shop: ctx.shop.name }),
    body: nt(m.lang, up ? 'line.up.lead' : 'line.twoAhead.lead', { shop: ctx.shop.name }),
    url: `/line/${m.token}${m.lang === 'en' ? '' : `?lang=${m.lang}`}`,
    tag: `line-${m.token.slice(0, 16)}`,
    lang: m.lang,
  };
}
