import { OrderReadyMessage } from '#shared/schemas/notifications';
import { atTime, nt } from './i18n';
import { findBookingSms } from './find-booking-message';
import { renderLineSms } from './render-line';
import { appointmentPayload, lapsedPayload, langOf, linksOf, payloadOf, shortWhen } from './render-common';
import { SMS_MAX, UnrenderableMessage, type MessageLinks, type RenderContext, type RenderedSms, type RenderRow } from './render-types';

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** The SMS of one outbox row: one or two segments, the shop's name first, the link last. */
export function renderSms(row: RenderRow, ctx: RenderContext): RenderedSms {
  const shop = clip(ctx.shop.name, 40);
  const lang = langOf(row);
  let text: string;
  let links: MessageLinks;
  if (row.kind === 'contact-reply') throw new UnrenderableMessage('a reply to a Contact message goes by email only');
  if (row.kind === 'line-two-ahead' || row.kind === 'line-up') return renderLineSms(row, ctx);
  if (row.kind === 'find-booking') {
    ({ text, links } = findBookingSms(row, ctx, shop));
  } else if (row.kind === 'order-ready') {
    const o = payloadOf(row, OrderReadyMessage);
    links = {};
    text = nt(lang, 'sms.order', { shop, name: clip(o.buyerName, 30), orderId: String(o.orderId), phone: ctx.shop.phone });
  } else if (row.kind === 'lapsed') {
    const p = lapsedPayload(row);
    links = linksOf(row, ctx);
    text = nt(lang, 'sms.lapsed', { shop, name: clip(p.clientFirstName, 30), link: links.book! });
  } else {
    const a = appointmentPayload(row);
    links = linksOf(row, ctx, a.appointmentId);
    const what = nt(lang, 'withBarber', { service: clip(a.serviceName, 40), barber: clip(a.barberName, 30) });
    const at = shortWhen(a.date, a.time, lang);
    const manage = links.manage!;
    switch (row.kind) {
      case 'confirmation':
        text = nt(lang, 'sms.confirmation', { shop, what, when: at, link: manage });
        break;
      case 'change':
        text = a.before
          ? nt(lang, 'sms.changeWas', { shop, what, when: at, was: shortWhen(a.before.date, a.before.time, lang), link: manage })
          : nt(lang, 'sms.change', { shop, what, when: at, link: manage });
        break;
      case 'cancellation':
        text = nt(lang, 'sms.cancellation', { shop, what, when: at, link: links.book! });
        break;
      case 'reminder-24h':
        text = nt(lang, 'sms.reminder24h', { shop, what, when: at, link: manage });
        break;
      case 'reminder-2h':
        text = nt(lang, 'sms.reminder2h', { shop, what, at: atTime(a.time, lang), phone: ctx.shop.phone, link: manage });
        break;
    }
  }
  if (text.length > SMS_MAX) throw new UnrenderableMessage(`SMS would be ${text.length} characters (PUBLIC_URL too long?)`);
  return { text, links };
}
