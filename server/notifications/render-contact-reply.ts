import { ContactReplyMessage } from '#shared/schemas/notifications';
import { formatDate } from '#shared/domain/shop-time';
import { nt } from './i18n';
import { escapeHtml, layout, MUTED } from './email-layout';
import { langOf, payloadOf, plainFooter } from './render-common';
import type { RenderContext, RenderedEmail, RenderRow } from './render-types';

export function contactReplyEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const e = escapeHtml;
  const r = payloadOf(row, ContactReplyMessage);
  const lang = langOf(row);
  const shopName = ctx.shop.name;
  const sent = new Date(r.original.sentAt);
  const youWrote = Number.isNaN(sent.getTime())
    ? nt(lang, 'email.reply.youWrote')
    : nt(lang, 'email.reply.youWroteOn', { date: formatDate(sent.toISOString().slice(0, 10), 'full', lang) });
  const quoted = r.original.message.split(/\r?\n/).map((l) => `> ${l}`);
  const f = plainFooter(ctx, lang);
  const hi = nt(lang, 'email.hi', { name: r.name });
  const text = [hi, '', r.body, '', youWrote, ...quoted, '', '--', f.text].join('\n');
  const para = (t: string) => e(t).replace(/\r?\n/g, '<br>');
  const bodyHtml = `<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 16px">${para(r.body)}</p>
<p style="margin:16px 0 4px;font-size:14px;color:${MUTED}">${e(youWrote)}</p>
<blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid ${MUTED};color:${MUTED};font-size:14px">${para(r.original.message)}</blockquote>`;
  const html = layout({
    lang,
    shopName: e(shopName),
    heading: e(nt(lang, 'email.reply.heading', { shop: shopName })),
    bodyHtml,
    footerHtml: f.html,
  });
  return { subject: nt(lang, 'email.reply.subject', { shop: shopName }), text, html, headers: {}, links: {} };
}
