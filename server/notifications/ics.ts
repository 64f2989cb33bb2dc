import { buildIcs, type IcsMethod } from '#shared/ics';
import type { Lang } from '#shared/i18n/lang';
import type { AppointmentMessage } from '#shared/schemas/notifications';
import { nt } from './i18n';

export type { IcsMethod };

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
 * The appointment as an iCalendar file (RFC 5545, with RFC 5546's METHOD), written by the one writer the
 * PWA uses too (`shared/ics.ts`): one VEVENT with a stable UID and the appointment's SEQUENCE, DTSTART/DTEND
 * in America/Puerto_Rico (its VTIMEZONE included).
 */
export function appointmentIcs(input: IcsInput): string {
  const { appointment: a, shop } = input;
  const lang = input.lang ?? 'en';
  const names = { service: a.serviceName, barber: a.barberName };
  const lines = [nt(lang, 'ics.what', names), nt(lang, 'ics.questions', { phone: shop.phone })];
  if (input.manageLink && input.method !== 'CANCEL') lines.push(nt(lang, 'email.reschedule', { link: input.manageLink }));
  const cancelled = input.method === 'CANCEL';
  return buildIcs({
    prodId: `-//${shop.name}//Appointments//EN`,
    method: input.method,
    event: {
      uid: appointmentUid(a.appointmentId, input.uidDomain),
      sequence: a.sequence,
      stamp: input.now,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      summary: nt(lang, 'ics.summary', { ...names, shop: shop.name }),
      location: [shop.name, ...shop.addressLines].join(', '),
      description: lines.join('\n'),
      ...(input.manageLink ? { url: input.manageLink } : {}),
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      transp: 'OPAQUE',
      // iTIP (REQUEST/CANCEL) needs an organizer; the client is the attendee.
      organizer: { email: shop.email, name: shop.name },
      ...(input.attendeeEmail
        ? {
            attendee: {
              email: input.attendeeEmail,
              name: a.clientFirstName,
              partstat: cancelled ? 'DECLINED' : 'ACCEPTED',
              role: 'REQ-PARTICIPANT',
            } as const,
          }
        : {}),
    },
  });
}
