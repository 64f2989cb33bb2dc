import { AppointmentMessage, LapsedMessage } from '#shared/schemas/notifications';
import { formatDate, to12Hour } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { nt } from './i18n';
import { bookUrl, manageToken, manageUrl, unsubscribeToken, unsubscribeUrl } from './links';
import { escapeHtml, MUTED } from './email-layout';
import { UnrenderableMessage, type MessageLinks, type RenderContext, type RenderRow } from './render-types';

/* What the email and SMS renderers (render.ts, render-sms.ts and the messages beside them) share: reading a payload, the links, the footer. */

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** 'Mon, Nov 23 10:30 AM' / 'lun, 23 nov, 10:30 a. m.' */
export const shortWhen = (date: string, time: string, lang: Lang) =>
  nt(lang, 'shortWhen', { date: formatDate(date, 'weekday', lang), time: to12Hour(time, lang) });
export const langOf = (row: RenderRow): Lang => row.lang ?? 'en';

export function appointmentPayload(row: RenderRow): AppointmentMessage {
  const parsed = AppointmentMessage.safeParse(row.payload);
  if (!parsed.success)
    throw new UnrenderableMessage(`${row.kind} message has no readable appointment: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data;
}

export function payloadOf<T>(
  row: RenderRow,
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
): T {
  const parsed = schema.safeParse(row.payload);
  if (!parsed.success)
    throw new UnrenderableMessage(`${row.kind} message has no readable payload: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data;
}

export const lapsedPayload = (row: RenderRow): LapsedMessage => payloadOf(row, LapsedMessage);

export function linksOf(row: RenderRow, ctx: RenderContext, appointmentId?: number): MessageLinks {
  return {
    ...(appointmentId ? { manage: manageUrl(ctx.publicUrl, manageToken(ctx.linkKey, appointmentId), langOf(row)) } : {}),
    book: bookUrl(ctx.publicUrl),
    ...(row.clientId ? { unsubscribe: unsubscribeUrl(ctx.publicUrl, unsubscribeToken(ctx.linkKey, row.clientId)) } : {}),
  };
}

export function footer(ctx: RenderContext, links: MessageLinks, lang: Lang): { text: string; html: string } {
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

/** Footer without the reminders link: orders and replies are not reminders. */
export const plainFooter = (ctx: RenderContext, lang: Lang) => footer(ctx, {}, lang);
