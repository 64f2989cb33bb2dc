import {
  AppointmentMessage, ContactReplyMessage, LapsedMessage, OrderReadyMessage, type NotificationChannel, type NotificationKind,
} from '#shared/schemas/notifications';
import { formatDate, to12Hour } from '#shared/domain/shop-time';
import { appointmentIcs, type IcsMethod } from './ics';
import { bookUrl, manageToken, manageUrl, unsubscribeToken, unsubscribeUrl } from './links';

/** What a message needs besides its row: the shop as the owner describes it, and where links point. */
export type RenderContext = {
  shop: { name: string; addressLines: string[]; phone: string; email: string };
  /** PUBLIC_URL (no trailing slash). */
  publicUrl: string;
  linkKey: Buffer;
  now: Date;
};

/** An outbox row, as far as its text goes. */
export type RenderRow = { kind: NotificationKind; channel: NotificationChannel; recipient: string; clientId: number | null; payload: unknown };

/** The links a message carries (the log prints them when email is not configured). */
export type MessageLinks = { manage?: string; book?: string; unsubscribe?: string };

export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  /** The calendar entry (REQUEST: confirmation, change, 24-hour reminder none; CANCEL: cancellation). */
  ics?: { method: IcsMethod; content: string };
  headers: Record<string, string>;
  links: MessageLinks;
};

export type RenderedSms = { text: string; links: MessageLinks };

/** A payload that does not parse can never be sent: the job marks its row failed. */
export class UnrenderableMessage extends Error {}

/** SMS longer than two segments are refused by us (they cost more and read badly). */
export const SMS_MAX = 320;

type AppointmentKind = Exclude<NotificationKind, 'lapsed' | 'order-ready' | 'contact-reply'>;

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const when = (date: string, time: string) => `${formatDate(date, 'full')} at ${to12Hour(time)}`;
const shortWhen = (date: string, time: string) => `${formatDate(date, 'weekday')} ${to12Hour(time)}`;

function appointmentPayload(row: RenderRow): AppointmentMessage {
  const parsed = AppointmentMessage.safeParse(row.payload);
  if (!parsed.success) throw new UnrenderableMessage(`${row.kind} message has no readable appointment: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data;
}

function payloadOf<T>(row: RenderRow, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }): T {
  const parsed = schema.safeParse(row.payload);
  if (!parsed.success) throw new UnrenderableMessage(`${row.kind} message has no readable payload: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data;
}

const lapsedPayload = (row: RenderRow): LapsedMessage => payloadOf(row, LapsedMessage);

function linksOf(row: RenderRow, ctx: RenderContext, appointmentId?: number): MessageLinks {
  return {
    ...(appointmentId ? { manage: manageUrl(ctx.publicUrl, manageToken(ctx.linkKey, appointmentId)) } : {}),
    book: bookUrl(ctx.publicUrl),
    ...(row.clientId ? { unsubscribe: unsubscribeUrl(ctx.publicUrl, unsubscribeToken(ctx.linkKey, row.clientId)) } : {}),
  };
}

/** What each appointment kind says: subject, first line, and which calendar method goes with it. */
function appointmentWording(kind: AppointmentKind, a: AppointmentMessage, shop: string) {
  const service = `${a.serviceName} with ${a.barberName}`;
  switch (kind) {
    case 'confirmation':
      return { subject: `Booked: ${a.serviceName}, ${shortWhen(a.date, a.time)}`, lead: `Your appointment at ${shop} is booked.`, method: 'REQUEST' as const };
    case 'change':
      return { subject: `Changed: ${a.serviceName}, now ${shortWhen(a.date, a.time)}`, lead: `Your appointment at ${shop} has changed.`, method: 'REQUEST' as const };
    case 'cancellation':
      return { subject: `Cancelled: ${a.serviceName}, ${shortWhen(a.date, a.time)}`, lead: `Your appointment at ${shop} (${service}) is cancelled.`, method: 'CANCEL' as const };
    case 'reminder-24h':
    case 'reminder-2h':
      return { subject: `Reminder: ${a.serviceName}, ${shortWhen(a.date, a.time)}`, lead: `A reminder of your appointment at ${shop}.`, method: undefined };
  }
}

const GOLD = '#c8a24a';
const INK = '#f2efe8';
const MUTED = '#b5ad9c';
const BG = '#111110';
const CARD = '#1a140d';

/** The HTML layout: one centred card, inline styles only, no images, nothing remote. Every value passed in is already escaped. */
function layout(opts: { shopName: string; heading: string; bodyHtml: string; button?: { href: string; label: string }; footerHtml: string }): string {
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${opts.button.href}" style="display:inline-block;background:${GOLD};color:${BG};text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${opts.button.label}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${opts.heading}</title></head>
<body style="margin:0;padding:0;background:${BG};color:${INK};font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BG}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${CARD};border:1px solid ${GOLD};border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid ${GOLD};color:${GOLD};font-size:20px;letter-spacing:1px">${opts.shopName}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;color:${INK}">
<h1 style="margin:0 0 16px;font-size:22px;color:${INK};font-weight:normal">${opts.heading}</h1>
${opts.bodyHtml}
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #3a3020;font-size:13px;line-height:1.5;color:${MUTED};font-family:Arial,Helvetica,sans-serif">${opts.footerHtml}</td></tr>
</table></td></tr></table></body></html>
`;
}

function footer(ctx: RenderContext, links: MessageLinks): { text: string; html: string } {
  const { shop } = ctx;
  const e = escapeHtml;
  const lines = [shop.name, ...shop.addressLines, shop.phone];
  const text = [...lines, ...(links.unsubscribe ? [`Turn off reminders: ${links.unsubscribe}`] : [])].join('\n');
  const html = lines.map(e).join('<br>')
    + (links.unsubscribe ? `<br><br><a href="${e(links.unsubscribe)}" style="color:${MUTED}">Turn off reminders</a>` : '');
  return { text, html };
}

function unsubscribeHeaders(links: MessageLinks): Record<string, string> {
  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" to this address.
  return links.unsubscribe ? { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
}

/** Footer without the reminders link: orders and replies are not reminders. */
const plainFooter = (ctx: RenderContext) => footer(ctx, {});

function orderReadyEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const e = escapeHtml;
  const o = payloadOf(row, OrderReadyMessage);
  const shopName = ctx.shop.name;
  const where = [shopName, ...ctx.shop.addressLines].join(', ');
  const lines = o.items.map((i) => `${i.quantity} × ${i.name}  ${money(i.unitPriceCents * i.quantity)}`);
  const f = plainFooter(ctx);
  const text = [
    `Hi ${o.buyerName},`, '',
    `Your order #${o.orderId} is ready for pickup.`, '',
    ...lines, `Total: ${money(o.totalCents)}`, '',
    `Pick it up at: ${where}`,
    `Questions? Call ${ctx.shop.phone}.`, '',
    '--', f.text,
  ].join('\n');
  const rows = o.items.map((i) => `<tr><td style="padding:4px 12px 4px 0">${i.quantity} × ${e(i.name)}</td><td style="padding:4px 0;text-align:right">${money(i.unitPriceCents * i.quantity)}</td></tr>`).join('');
  const bodyHtml = `<p style="margin:0 0 12px">Hi ${e(o.buyerName)},</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;color:${INK}">${rows}<tr><td style="padding:8px 12px 4px 0;color:${MUTED}">Total</td><td style="padding:8px 0 4px;text-align:right">${money(o.totalCents)}</td></tr></table>
<p style="margin:16px 0 0">Pick it up at: ${e(where)}</p>
<p style="margin:16px 0 0;font-size:14px;color:${MUTED}">Questions? Call ${e(ctx.shop.phone)}.</p>`;
  const heading = `Your order #${o.orderId} is ready for pickup`;
  const html = layout({ shopName: e(shopName), heading: e(heading), bodyHtml, footerHtml: f.html });
  return { subject: `Ready for pickup: order #${o.orderId}`, text, html, headers: {}, links: {} };
}

function contactReplyEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const e = escapeHtml;
  const r = payloadOf(row, ContactReplyMessage);
  const shopName = ctx.shop.name;
  const sent = new Date(r.original.sentAt);
  const sentOn = Number.isNaN(sent.getTime()) ? '' : ` on ${formatDate(sent.toISOString().slice(0, 10), 'full')}`;
  const quoted = r.original.message.split(/\r?\n/).map((l) => `> ${l}`);
  const f = plainFooter(ctx);
  const text = [
    `Hi ${r.name},`, '',
    r.body, '',
    `You wrote${sentOn}:`, ...quoted, '',
    '--', f.text,
  ].join('\n');
  const para = (t: string) => e(t).replace(/\r?\n/g, '<br>');
  const bodyHtml = `<p style="margin:0 0 12px">Hi ${e(r.name)},</p>
<p style="margin:0 0 16px">${para(r.body)}</p>
<p style="margin:16px 0 4px;font-size:14px;color:${MUTED}">You wrote${e(sentOn)}:</p>
<blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid ${MUTED};color:${MUTED};font-size:14px">${para(r.original.message)}</blockquote>`;
  const html = layout({ shopName: e(shopName), heading: e(`A reply from ${shopName}`), bodyHtml, footerHtml: f.html });
  return { subject: `Re: your message to ${shopName}`, text, html, headers: {}, links: {} };
}

/** The email of one outbox row: plain text, HTML in the shop's look, the calendar file where it belongs, List-Unsubscribe. */
export function renderEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const e = escapeHtml;
  const shopName = ctx.shop.name;
  if (row.kind === 'order-ready') return orderReadyEmail(row, ctx);
  if (row.kind === 'contact-reply') return contactReplyEmail(row, ctx);
  if (row.kind === 'lapsed') {
    const p = lapsedPayload(row);
    const links = linksOf(row, ctx);
    const since = p.daysSinceLastVisit === null ? '' : ` It has been ${p.daysSinceLastVisit} days since your last visit.`;
    const f = footer(ctx, links);
    const text = [
      `Hi ${p.clientFirstName},`, '',
      `We miss you at ${shopName}.${since}`,
      `Book your next visit: ${links.book}`, '',
      '--', f.text,
    ].join('\n');
    const html = layout({
      shopName: e(shopName), heading: 'We miss you',
      bodyHtml: `<p style="margin:0 0 12px">Hi ${e(p.clientFirstName)},</p><p style="margin:0 0 12px">We miss you at ${e(shopName)}.${e(since)}</p>`,
      button: { href: e(links.book!), label: 'Book your next visit' },
      footerHtml: f.html,
    });
    return { subject: `We miss you at ${shopName}`, text, html, headers: unsubscribeHeaders(links), links };
  }

  const a = appointmentPayload(row);
  const links = linksOf(row, ctx, a.appointmentId);
  const w = appointmentWording(row.kind, a, shopName);
  const f = footer(ctx, links);
  const details: [string, string][] = [
    ['Service', a.serviceName],
    ['Barber', a.barberName],
    ['When', when(a.date, a.time)],
    ['Price', money(a.priceCents)],
    ['Where', [shopName, ...ctx.shop.addressLines].join(', ')],
  ];
  const wasLine = row.kind === 'change' && a.before ? `Was: ${when(a.before.date, a.before.time)} with ${a.before.barberName}` : undefined;
  const cancelled = row.kind === 'cancellation';
  const text = [
    `Hi ${a.clientFirstName},`, '',
    w.lead, '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    ...(wasLine ? [wasLine] : []), '',
    ...(cancelled
      ? [`Book again: ${links.book}`, `This appointment: ${links.manage}`]
      : [`Reschedule or cancel: ${links.manage}`]),
    `Questions? Call ${ctx.shop.phone}.`, '',
    '--', f.text,
  ].join('\n');
  const rows = details.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;color:${MUTED};vertical-align:top">${e(k)}</td><td style="padding:4px 0">${e(v)}</td></tr>`).join('');
  const bodyHtml = `<p style="margin:0 0 12px">Hi ${e(a.clientFirstName)},</p>
<p style="margin:0 0 16px">${e(w.lead)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;color:${INK}${cancelled ? ';text-decoration:line-through' : ''}">${rows}</table>
${wasLine ? `<p style="margin:12px 0 0;color:${MUTED}">${e(wasLine)}</p>` : ''}
${cancelled ? `<p style="margin:16px 0 0;font-size:14px"><a href="${e(links.manage!)}" style="color:${GOLD}">This appointment</a></p>` : ''}
<p style="margin:16px 0 0;font-size:14px;color:${MUTED}">Questions? Call ${e(ctx.shop.phone)}.</p>`;
  const html = layout({
    shopName: e(shopName), heading: e(w.lead), bodyHtml,
    button: cancelled ? { href: e(links.book!), label: 'Book again' } : { href: e(links.manage!), label: 'Reschedule or cancel' },
    footerHtml: f.html,
  });
  const ics = w.method
    ? {
      method: w.method,
      content: appointmentIcs({
        appointment: a, method: w.method, shop: ctx.shop, uidDomain: new URL(ctx.publicUrl).hostname,
        manageLink: links.manage, attendeeEmail: row.recipient, now: ctx.now,
      }),
    }
    : undefined;
  return { subject: w.subject, text, html, ...(ics ? { ics } : {}), headers: unsubscribeHeaders(links), links };
}

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** The SMS of one outbox row: one or two segments, the shop's name first, the link last. */
export function renderSms(row: RenderRow, ctx: RenderContext): RenderedSms {
  const shop = clip(ctx.shop.name, 40);
  let text: string;
  let links: MessageLinks;
  if (row.kind === 'contact-reply') throw new UnrenderableMessage('a reply to a Contact message goes by email only');
  if (row.kind === 'order-ready') {
    const o = payloadOf(row, OrderReadyMessage);
    links = {};
    text = `${shop}: Hi ${clip(o.buyerName, 30)}, your order #${o.orderId} is ready for pickup. Questions? Call ${ctx.shop.phone}.`;
  } else if (row.kind === 'lapsed') {
    const p = lapsedPayload(row);
    links = linksOf(row, ctx);
    text = `${shop}: Hi ${clip(p.clientFirstName, 30)}, we miss you! Book your next visit: ${links.book}`;
  } else {
    const a = appointmentPayload(row);
    links = linksOf(row, ctx, a.appointmentId);
    const what = `${clip(a.serviceName, 40)} with ${clip(a.barberName, 30)}`;
    const at = shortWhen(a.date, a.time);
    switch (row.kind) {
      case 'confirmation': text = `${shop}: booked ${what}, ${at}. Reschedule or cancel: ${links.manage}`; break;
      case 'change': text = `${shop}: your appointment moved to ${at}, ${what}${a.before ? ` (was ${shortWhen(a.before.date, a.before.time)})` : ''}. Manage: ${links.manage}`; break;
      case 'cancellation': text = `${shop}: your ${what}, ${at}, is cancelled. Book again: ${links.book}`; break;
      case 'reminder-24h': text = `${shop}: reminder, ${what} ${at}. Reschedule or cancel: ${links.manage}`; break;
      case 'reminder-2h': text = `${shop}: see you soon! ${what} today at ${to12Hour(a.time)}. Running late? Call ${ctx.shop.phone}. ${links.manage}`; break;
    }
  }
  if (text.length > SMS_MAX) throw new UnrenderableMessage(`SMS would be ${text.length} characters (PUBLIC_URL too long?)`);
  return { text, links };
}
