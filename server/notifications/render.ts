import {
  AppointmentMessage,
  ContactReplyMessage,
  LapsedMessage,
  OrderReadyMessage,
  type NotificationKind,
} from '#shared/schemas/notifications';
import { formatDate, to12Hour } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { appointmentIcs } from './ics';
import { atTime, nt } from './i18n';
import { bookUrl, manageToken, manageUrl, unsubscribeToken, unsubscribeUrl } from './links';
import { escapeHtml, GOLD, INK, layout, MUTED } from './email-layout';
import { findBookingEmail, findBookingSms } from './find-booking-message';
import { renderLineEmail, renderLineSms } from './render-line';

export {
  SMS_MAX,
  UnrenderableMessage,
  type MessageLinks,
  type RenderContext,
  type RenderedEmail,
  type RenderedSms,
  type RenderRow,
} from './render-types';
import {
  SMS_MAX,
  UnrenderableMessage,
  type MessageLinks,
  type RenderContext,
  type RenderedEmail,
  type RenderedSms,
  type RenderRow,
} from './render-types';

type AppointmentKind = Exclude<
  NotificationKind,
  'lapsed' | 'order-ready' | 'contact-reply' | 'find-booking' | 'line-two-ahead' | 'line-up'
>;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** 'Monday, November 23, 2026 at 10:30 AM' / 'lunes, 23 de noviembre de 2026 a las 10:30 a. m.' */
const when = (date: string, time: string, lang: Lang) => `${formatDate(date, 'full', lang)} ${atTime(time, lang)}`;
/** 'Mon, Nov 23 10:30 AM' / 'lun, 23 nov, 10:30 a. m.' */
const shortWhen = (date: string, time: string, lang: Lang) =>
  nt(lang, 'shortWhen', { date: formatDate(date, 'weekday', lang), time: to12Hour(time, lang) });
const langOf = (row: RenderRow): Lang => row.lang ?? 'en';

function appointmentPayload(row: RenderRow): AppointmentMessage {
  const parsed = AppointmentMessage.safeParse(row.payload);
  if (!parsed.success)
    throw new UnrenderableMessage(`${row.kind} message has no readable appointment: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data;
}

function payloadOf<T>(
  row: RenderRow,
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
): T {
  const parsed = schema.safeParse(row.payload);
  if (!parsed.success)
    throw new UnrenderableMessage(`${row.kind} message has no readable payload: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data;
}

const lapsedPayload = (row: RenderRow): LapsedMessage => payloadOf(row, LapsedMessage);

function linksOf(row: RenderRow, ctx: RenderContext, appointmentId?: number): MessageLinks {
  return {
    ...(appointmentId ? { manage: manageUrl(ctx.publicUrl, manageToken(ctx.linkKey, appointmentId), langOf(row)) } : {}),
    book: bookUrl(ctx.publicUrl),
    ...(row.clientId ? { unsubscribe: unsubscribeUrl(ctx.publicUrl, unsubscribeToken(ctx.linkKey, row.clientId)) } : {}),
  };
}

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

function footer(ctx: RenderContext, links: MessageLinks, lang: Lang): { text: string; html: string } {
  const { shop } = ctx;
  const e = escapeHtml;
  const lines = [shop.name, ...shop.addressLines, shop.phone];
  const text = [...lines, ...(links.unsubscribe ? [nt(lang, 'email.unsubscribe', { link: links.unsubscribe })] : [])].join('\n');
  const html =
    lines.map(e).join('<br>') +
    (links.unsubscribe
      ? `<br><br><a href="${e(links.unsubscribe)}" style="color:${MUTED}">${e(nt(lang, 'email.unsubscribe.link'))}</a>`
      : '');
  return { text, html };
}

function unsubscribeHeaders(links: MessageLinks): Record<string, string> {
  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" to this address.
  return links.unsubscribe ? { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
}

/** Footer without the reminders link: orders and replies are not reminders. */
const plainFooter = (ctx: RenderContext, lang: Lang) => footer(ctx, {}, lang);

function orderReadyEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
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

function contactReplyEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
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
