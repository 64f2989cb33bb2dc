import type { AppointmentMessage, NotificationKind } from '#shared/schemas/notifications';
import { formatDate } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { appointmentIcs } from './ics';
import { atTime, nt } from './i18n';
import { escapeHtml, GOLD, INK, layout, MUTED } from './email-layout';
import { findBookingEmail } from './find-booking-message';
import { renderLineEmail } from './render-line';
import { appointmentPayload, footer, langOf, lapsedPayload, linksOf, money, shortWhen } from './render-common';
import { orderReadyEmail } from './render-order-ready';
import { contactReplyEmail } from './render-contact-reply';

export {
  SMS_MAX,
  UnrenderableMessage,
  type MessageLinks,
  type RenderContext,
  type RenderedEmail,
  type RenderedSms,
  type RenderRow,
} from './render-types';
import type { MessageLinks, RenderContext, RenderedEmail, RenderRow } from './render-types';

type AppointmentKind = Exclude<
  NotificationKind,
  'lapsed' | 'order-ready' | 'contact-reply' | 'find-booking' | 'line-two-ahead' | 'line-up'
>;

/** 'Monday, November 23, 2026 at 10:30 AM' / 'lunes, 23 de noviembre de 2026 a las 10:30 a. m.' */
const when = (date: string, time: string, lang: Lang) => `${formatDate(date, 'full', lang)} ${atTime(time, lang)}`;

/** What each appointment kind says: subject, first line, and which calendar method goes with it. */
function appointmentWording(kind: AppointmentKind, a: AppointmentMessage, shop: string, lang: Lang) {
  const what = nt(lang, 'withBarber', { service: a.serviceName, barber: a.barberName });
  const subject = { service: a.serviceName, when: shortWhen(a.date, a.time, lang) };
  switch (kind) {
    case 'confirmation':
      return {
        subject: nt(lang, 'email.subject.confirmation', subject),
        lead: nt(lang, 'email.lead.confirmation', { shop }),
        method: 'REQUEST' as const,
      };
    case 'change':
      return {
        subject: nt(lang, 'email.subject.change', subject),
        lead: nt(lang, 'email.lead.change', { shop }),
        method: 'REQUEST' as const,
      };
    case 'cancellation':
      return {
        subject: nt(lang, 'email.subject.cancellation', subject),
        lead: nt(lang, 'email.lead.cancellation', { shop, what }),
        method: 'CANCEL' as const,
      };
    case 'reminder-24h':
    case 'reminder-2h':
      return { subject: nt(lang, 'email.subject.reminder', subject), lead: nt(lang, 'email.lead.reminder', { shop }), method: undefined };
  }
}

function unsubscribeHeaders(links: MessageLinks): Record<string, string> {
  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" to this address.
  return links.unsubscribe ? { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
}

/** The email of one outbox row: plain text, HTML in the shop's look, the calendar file where it belongs, List-Unsubscribe. */
export function renderEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const e = escapeHtml;
  const shopName = ctx.shop.name;
  const lang = langOf(row);
  if (row.kind === 'order-ready') return orderReadyEmail(row, ctx);
  if (row.kind === 'line-two-ahead' || row.kind === 'line-up') return renderLineEmail(row, ctx);
  if (row.kind === 'contact-reply') return contactReplyEmail(row, ctx);
  if (row.kind === 'find-booking') return findBookingEmail(row, ctx);
  if (row.kind === 'lapsed') {
    const p = lapsedPayload(row);
    const links = linksOf(row, ctx);
    const since = p.daysSinceLastVisit === null ? '' : ` ${nt(lang, 'email.lapsed.since', { days: p.daysSinceLastVisit })}`;
    const missYou = `${nt(lang, 'email.lapsed.missYou', { shop: shopName })}${since}`;
    const hi = nt(lang, 'email.hi', { name: p.clientFirstName });
    const f = footer(ctx, links, lang);
    const text = [hi, '', missYou, nt(lang, 'email.lapsed.book', { link: links.book! }), '', '--', f.text].join('\n');
    const html = layout({
      lang,
      shopName: e(shopName),
      heading: e(nt(lang, 'email.lapsed.heading')),
      bodyHtml: `<p style="margin:0 0 12px">${e(hi)}</p><p style="margin:0 0 12px">${e(missYou)}</p>`,
      button: { href: e(links.book!), label: e(nt(lang, 'email.lapsed.book.button')) },
      footerHtml: f.html,
    });
    return { subject: nt(lang, 'email.lapsed.subject', { shop: shopName }), text, html, headers: unsubscribeHeaders(links), links };
  }

  const a = appointmentPayload(row);
  const links = linksOf(row, ctx, a.appointmentId);
  const w = appointmentWording(row.kind, a, shopName, lang);
  const f = footer(ctx, links, lang);
  const details: [string, string][] = [
    [nt(lang, 'email.detail.service'), a.serviceName],
    [nt(lang, 'email.detail.barber'), a.barberName],
    [nt(lang, 'email.detail.when'), when(a.date, a.time, lang)],
    [nt(lang, 'email.detail.price'), money(a.priceCents)],
    [nt(lang, 'email.detail.where'), [shopName, ...ctx.shop.addressLines].join(', ')],
  ];
  const wasLine =
    row.kind === 'change' && a.before
      ? nt(lang, 'email.was', { when: when(a.before.date, a.before.time, lang), barber: a.before.barberName })
      : undefined;
  const cancelled = row.kind === 'cancellation';
  const hi = nt(lang, 'email.hi', { name: a.clientFirstName });
  const questions = nt(lang, 'email.questions', { phone: ctx.shop.phone });
  const text = [
    hi,
    '',
    w.lead,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    ...(wasLine ? [wasLine] : []),
    '',
    ...(cancelled
      ? [nt(lang, 'email.bookAgain', { link: links.book! }), nt(lang, 'email.thisAppointment', { link: links.manage! })]
      : [nt(lang, 'email.reschedule', { link: links.manage! })]),
    questions,
    '',
    '--',
    f.text,
  ].join('\n');
  const rows = details
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${MUTED};vertical-align:top">${e(k)}</td><td style="padding:4px 0">${e(v)}</td></tr>`,
    )
    .join('');
  const bodyHtml = `<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 16px">${e(w.lead)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;color:${INK}${cancelled ? ';text-decoration:line-through' : ''}">${rows}</table>
${wasLine ? `<p style="margin:12px 0 0;color:${MUTED}">${e(wasLine)}</p>` : ''}
${cancelled ? `<p style="margin:16px 0 0;font-size:14px"><a href="${e(links.manage!)}" style="color:${GOLD}">${e(nt(lang, 'email.thisAppointment.link'))}</a></p>` : ''}
<p style="margin:16px 0 0;font-size:14px;color:${MUTED}">${e(questions)}</p>`;
  const html = layout({
    lang,
    shopName: e(shopName),
    heading: e(w.lead),
    bodyHtml,
    button: cancelled
      ? { href: e(links.book!), label: e(nt(lang, 'email.bookAgain.button')) }
      : { href: e(links.manage!), label: e(nt(lang, 'email.reschedule.button')) },
    footerHtml: f.html,
  });
  const ics = w.method
    ? {
        method: w.method,
        content: appointmentIcs({
          appointment: a,
          method: w.method,
          shop: ctx.shop,
          uidDomain: new URL(ctx.publicUrl).hostname,
          manageLink: links.manage,
          attendeeEmail: row.recipient,
          now: ctx.now,
          lang,
        }),
      }
    : undefined;
  return { subject: w.subject, text, html, ...(ics ? { ics } : {}), headers: unsubscribeHeaders(links), links };
}
