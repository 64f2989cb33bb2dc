import { SHOP_TZ, shopDate, shopTime } from '#shared/domain/shop-time';

/** One calendar event; `startsAt`/`endsAt` are ISO instants, written in shop time (America/Puerto_Rico). */
export type IcsEvent = {
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string;
  location?: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
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
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), continuation lines start with a space. */
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

const local = (iso: string) => {
  const instant = new Date(iso);
  return `${shopDate(instant).replace(/-/g, '')}T${shopTime(instant).replace(':', '')}00`;
};

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** An iCalendar file (text/calendar) with one event in shop time. Lines end with CRLF. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Barbershop//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=${SHOP_TZ}:${local(event.startsAt)}`,
    `DTEND;TZID=${SHOP_TZ}:${local(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
