import { FindBookingMessage } from '#shared/schemas/notifications';
import { formatDate, to12Hour } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { atTime, nt } from './i18n';
import { bookUrl, manageToken, manageUrl } from './links';
import { escapeHtml, layout, MUTED } from './email-layout';
import { SMS_MAX, UnrenderableMessage, type RenderContext, type RenderedEmail, type RenderedSms, type RenderRow } from './render-types';

/** An SMS lists at most this many (each link is some 60 characters). */
const SMS_MAX_LINKS = 2;

/** "Find my booking" (docs/decisions/069-visitor-never-stuck.md): the client's upcoming appointments, each with its manage link. */
function payload(row: RenderRow): FindBookingMessage {
  const parsed = FindBookingMessage.safeParse(row.payload);
  if (!parsed.success)
    throw new UnrenderableMessage(`find-booking message has no readable payload: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data;
}

const langOf = (row: RenderRow): Lang => row.lang ?? 'en';

function entries(row: RenderRow, ctx: RenderContext) {
  const lang = langOf(row);
  return payload(row).appointments.map((a) => ({
    what: nt(lang, 'withBarber', { service: a.serviceName, barber: a.barberName }),
    when: `${formatDate(a.date, 'full', lang)} ${atTime(a.time, lang)}`,
    short: nt(lang, 'shortWhen', { date: formatDate(a.date, 'weekday', lang), time: to12Hour(a.time, lang) }),
    link: manageUrl(ctx.publicUrl, manageToken(ctx.linkKey, a.appointmentId), lang),
  }));
}

export function findBookingEmail(row: RenderRow, ctx: RenderContext): RenderedEmail {
  const e = escapeHtml;
  const lang = langOf(row);
  const p = payload(row);
  const list = entries(row, ctx);
  const shopName = ctx.shop.name;
  const hi = nt(lang, 'email.hi', { name: p.clientFirstName });
  const intro = nt(lang, 'email.find.intro');
  const ignore = nt(lang, 'email.find.ignore');
  const shopLines = [shopName, ...ctx.shop.addressLines, ctx.shop.phone];
  const text = [
    hi,
    '',
    intro,
    '',
    ...list.flatMap((a) => [`${a.when}: ${a.what}`, `  ${a.link}`, '']),
    ignore,
    '',
    '--',
    ...shopLines,
  ].join('\n');
  const items = list
    .map(
      (a) =>
        `<li style="margin:0 0 12px"><strong>${e(a.when)}</strong><br>${e(a.what)}<br><a href="${e(a.link)}">${e(nt(lang, 'email.find.open'))}</a></li>`,
    )
    .join('');
  const html = layout({
    lang,
    shopName: e(shopName),
    heading: e(nt(lang, 'email.find.heading')),
    bodyHtml: `<p style="margin:0 0 12px">${e(hi)}</p><p style="margin:0 0 12px">${e(intro)}</p><ul style="margin:0 0 12px;padding-left:20px">${items}</ul>
<p style="margin:12px 0 0;font-size:14px;color:${MUTED}">${e(ignore)}</p>`,
    footerHtml: shopLines.map(e).join('<br>'),
  });
  return {
    subject: nt(lang, 'email.find.subject', { shop: shopName }),
    text,
    html,
    headers: {},
    links: { manage: list[0]!.link, book: bookUrl(ctx.publicUrl) },
  };
}

/** As many of the appointments as fit in two segments (soonest first); the rest are said as a number. */
export function findBookingSms(row: RenderRow, ctx: RenderContext, shop: string): RenderedSms {
  const lang = langOf(row);
  const list = entries(row, ctx);
  let shown = Math.min(list.length, SMS_MAX_LINKS);
  const textFor = (n: number) => {
    const lines = list
      .slice(0, n)
      .map((a) => `${a.short} ${a.link}`)
      .join('\n');
    const more = list.length - n;
    return nt(lang, 'sms.find', { shop, list: lines }) + (more > 0 ? `\n${nt(lang, 'sms.find.more', { count: more })}` : '');
  };
  let text = textFor(shown);
  while (text.length > SMS_MAX && shown > 1) text = textFor(--shown);
  return { text, links: { manage: list[0]!.link } };
}
