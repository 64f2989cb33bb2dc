import ICAL from 'ical.js';
import type { Lang } from '#shared/i18n/lang';
import type { AppointmentMessage } from '#shared/schemas/notifications';
import { nt } from './i18n';

/** America/Puerto_Rico: Atlantic Standard Time, UTC-4 all year (no daylight saving). */
const PUERTO_RICO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Puerto_Rico',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0400',
  'TZNAME:AST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export type IcsInput = {
  appointment: AppointmentMessage;
  /** PUBLISH: a download; REQUEST: in a confirmation or change email; CANCEL: the cancellation. */
  method: IcsMethod;
  shop: { name: string; addressLines: string[]; phone: string; email: string };
  /** The host of PUBLIC_URL: the UID's domain, the same for every message about the appointment. */
  uidDomain: string;
  manageLink?: string;
  attendeeEmail?: string | null;
  now: Date;
  /** The client's language: SUMMARY and DESCRIPTION are written in it (English if not given). */
  lang?: Lang;
};

/** The appointment's stable UID: every update and the cancellation replace the same calendar entry. */
export const appointmentUid = (appointmentId: number, domain: string) => `appointment-${appointmentId}@${domain}`;

/**
 * The appointment as an iCalendar file (RFC 5545, with RFC 5546's METHOD): one VEVENT with a stable UID
 * and the appointment's SEQUENCE, DTSTART/DTEND in America/Puerto_Rico (its VTIMEZONE included).
 */
export function appointmentIcs(input: IcsInput): string {
  const { appointment: a, shop } = input;
  const lang = input.lang ?? 'en';
  const names = { service: a.serviceName, barber: a.barberName };
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.addPropertyWithValue('prodid', `-//${shop.name}//Appointments//EN`);
  cal.addPropertyWithValue('version', '2.0');
  cal.addPropertyWithValue('calscale', 'GREGORIAN');
  cal.addPropertyWithValue('method', input.method);
  const vtz = new ICAL.Component(ICAL.parse(PUERTO_RICO_VTIMEZONE));
  const zone = new ICAL.Timezone(vtz);
  cal.addSubcomponent(vtz);

  const ev = new ICAL.Component('vevent');
  ev.addPropertyWithValue('uid', appointmentUid(a.appointmentId, input.uidDomain));
  ev.addPropertyWithValue('sequence', a.sequence);
  ev.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(input.now, true));
  const local = (iso: string) => {
    const t = ICAL.Time.fromJSDate(new Date(iso), true).convertToZone(zone);
    return t;
  };
  const start = ev.addPropertyWithValue('dtstart', local(a.startsAt));
  start.setParameter('tzid', 'America/Puerto_Rico');
  const end = ev.addPropertyWithValue('dtend', local(a.endsAt));
  end.setParameter('tzid', 'America/Puerto_Rico');
  ev.addPropertyWithValue('summary', nt(lang, 'ics.summary', { ...names, shop: shop.name }));
  ev.addPropertyWithValue('location', [shop.name, ...shop.addressLines].join(', '));
  const lines = [nt(lang, 'ics.what', names), nt(lang, 'ics.questions', { phone: shop.phone })];
  if (input.manageLink && input.method !== 'CANCEL') lines.push(nt(lang, 'email.reschedule', { link: input.manageLink }));
  ev.addPropertyWithValue('description', lines.join('\n'));
  if (input.manageLink) ev.addPropertyWithValue('url', input.manageLink);
  ev.addPropertyWithValue('status', input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  ev.addPropertyWithValue('transp', 'OPAQUE');
  // iTIP (REQUEST/CANCEL) needs an organizer; the client is the attendee.
  const organizer = ev.addPropertyWithValue('organizer', `mailto:${shop.email}`);
  organizer.setParameter('cn', shop.name);
  if (input.attendeeEmail) {
    const att = ev.addPropertyWithValue('attendee', `mailto:${input.attendeeEmail}`);
    att.setParameter('cn', a.clientFirstName);
    att.setParameter('partstat', input.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED');
    att.setParameter('role', 'REQ-PARTICIPANT');
  }
  cal.addSubcomponent(ev);
  return cal.toString() + '\r\n';
}
