import { OrderReadyMessage } from '#shared/schemas/notifications';
import { nt } from './i18n';
import { escapeHtml, INK, layout, MUTED } from './email-layout';
import { langOf, money, payloadOf, plainFooter } from './render-common';
import type { RenderContext, RenderedEmail, RenderRow } from './render-types';

export function orderReadyEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const e = escapeHtml;
  const o = payloadOf(row, OrderReadyMessage);
  const lang = langOf(row);
  const shopName = ctx.shop.name;
  const where = [shopName, ...ctx.shop.addressLines].join(', ');
  const lines = o.items.map((i) => `${i.quantity} × ${i.name}  ${money(i.unitPriceCents * i.quantity)}`);
  const f = plainFooter(ctx, lang);
  const orderId = String(o.orderId);
  const questions = nt(lang, 'email.questions', { phone: ctx.shop.phone });
  const pickUp = nt(lang, 'email.order.pickUp', { where });
  const text = [
    nt(lang, 'email.hi', { name: o.buyerName }),
    '',
    nt(lang, 'email.order.ready', { orderId }),
    '',
    ...lines,
    nt(lang, 'email.order.total', { total: money(o.totalCents) }),
    '',
    pickUp,
    questions,
    '',
    '--',
    f.text,
  ].join('\n');
  const rows = o.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 12px 4px 0">${i.quantity} × ${e(i.name)}</td><td style="padding:4px 0;text-align:right">${money(i.unitPriceCents * i.quantity)}</td></tr>`,
    )
    .join('');
  const bodyHtml = `<p style="margin:0 0 12px">${e(nt(lang, 'email.hi', { name: o.buyerName }))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;color:${INK}">${rows}<tr><td style="padding:8px 12px 4px 0;color:${MUTED}">${e(nt(lang, 'email.order.total.label'))}</td><td style="padding:8px 0 4px;text-align:right">${money(o.totalCents)}</td></tr></table>
<p style="margin:16px 0 0">${e(pickUp)}</p>
<p style="margin:16px 0 0;font-size:14px;color:${MUTED}">${e(questions)}</p>`;
  const heading = nt(lang, 'email.order.heading', { orderId });
  const html = layout({ lang, shopName: e(shopName), heading: e(heading), bodyHtml, footerHtml: f.html });
  return { subject: nt(lang, 'email.order.subject', { orderId }), text, html, headers: {}, links: {} };
}
