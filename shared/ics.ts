import { SHOP_TZ, shopDate, shopTime } from './domain/shop-time';

/**
 * The one iCalendar writer (docs/decisions/076-one-ics-writer.md; RFC 5545, with RFC 5546's METHOD and
 * RFC 6868's parameter escaping), used by the PWA's "Add to calendar"
 * (`pwa/features/booking/lib/appointment-ics.ts`) and by the server's email attachments and manage-page
 * download (`server/notifications/ics.ts`). Pure strings: no library, no clock, no time zone of the
 * machine that runs it. Times are written in shop time with the shop's VTIMEZONE; DTSTAMP in UTC. Lines
 * end with CRLF and are folded at 75 octets.
 */

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** A calendar user (ORGANIZER or ATTENDEE): a mailto address and the name shown for it. */
export type IcsPerson = {
  email: string;
  name: string;
  /** ATTENDEE only. */
  partstat?: 'ACCEPTED' | 'DECLINED';
  role?: 'REQ-PARTICIPANT';
};

/** One event; `startsAt`/`endsAt` are ISO instants, written in shop time (America/Puerto_Rico). */
export type IcsEvent = {
  uid: string;
  /** Bumped on every change, so a calendar replaces its copy (omitted: no SEQUENCE line). */
  sequence?: number;
  /** When the file was made (DTSTAMP, written in UTC). */
  stamp: Date;
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  transp?: 'OPAQUE';
  organizer?: IcsPerson;
  attendee?: IcsPerson;
};

export type IcsCalendar = {
  prodId: string;
  /** Without it the file has no METHOD line. */
  method?: IcsMethod;
  event: IcsEvent;
};

// Puerto Rico keeps Atlantic Standard Time (UTC-4) all year: one STANDARD rule describes the zone.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SHOP_TZ}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0400',
  'TZNAME:AST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 TEXT escaping: backslash, semicolon, comma, newlines. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/**
 * A parameter value (`CN=...`): RFC 6868 writes ^ as ^^, a double quote as ^' and a newline as ^n; a value
 * holding `;`, `:` or `,` is put in double quotes.
 */
export function paramValue(s: string): string {
  const v = s
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r?\n|\r/g, '^n');
  return /[;:,]/.test(v) ? `"${v}"` : v;
}

/** Folds a content line at 75 octets (UTF-8), never inside a character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines lose one octet to the leading space
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An instant as shop-local DATE-TIME (no Z), for `;TZID=America/Puerto_Rico`. */
export const icsLocal = (iso: string) => {
  const instant = new Date(iso);
  return `${shopDate(instant).replace(/-/g, '')}T${shopTime(instant).replace(':', '')}00`;
};

/** An instant as UTC DATE-TIME (`20261121T150405Z`), seconds kept, milliseconds dropped. */
export const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const person = (prop: 'ORGANIZER' | 'ATTENDEE', p: IcsPerson) => {
  const params = [`CN=${paramValue(p.name)}`];
  if (p.partstat) params.push(`PARTSTAT=${p.partstat}`);
  if (p.role) params.push(`ROLE=${p.role}`);
  return `${prop};${params.join(';')}:mailto:${p.email}`;
};

/** An iCalendar file (text/calendar) with one event in shop time. Lines end with CRLF, the last one too. */
export function buildIcs(cal: IcsCalendar): string {
  const e = cal.event;
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${cal.prodId}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    ...(cal.method ? [`METHOD:${cal.method}`] : []),
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    ...(e.sequence !== undefined ? [`SEQUENCE:${e.sequence}`] : []),
    `DTSTAMP:${icsUtc(e.stamp)}`,
    `DTSTART;TZID=${SHOP_TZ}:${icsLocal(e.startsAt)}`,
    `DTEND;TZID=${SHOP_TZ}:${icsLocal(e.endsAt)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.status ? [`STATUS:${e.status}`] : []),
    ...(e.transp ? [`TRANSP:${e.transp}`] : []),
    ...(e.organizer ? [person('ORGANIZER', e.organizer)] : []),
    ...(e.attendee ? [person('ATTENDEE', e.attendee)] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
