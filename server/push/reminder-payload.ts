import { addDays, formatDate, shopDate, shopTime } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import type { PushPayload } from '#shared/schemas/push';
import { atTime, nt } from '../notifications/i18n';

export type ReminderFacts = { appointmentId: number; serviceName: string; barberName: string; startsAt: Date; lang?: Lang };

/** 'today', 'tomorrow' or 'on Friday, November 28' ('hoy', 'mañana', 'el viernes, 28 de noviembre'): the appointment's shop-local day seen from `now`. */
export function dayPhrase(startsAt: Date, now: Date, lang: Lang = 'en'): string {
  const day = shopDate(startsAt);
  const today = shopDate(now);
  if (day === today) return nt(lang, 'push.day.today');
  if (day === addDays(today, 1)) return nt(lang, 'push.day.tomorrow');
  return nt(lang, 'push.day.on', { date: formatDate(day, 'weekday-long', lang) });
}

/**
 * The push message before an appointment, in the client's language: names the service, the barber
 * and the shop-local 12-hour time; a tap opens the app's home page. One tag per appointment, so the
 * 2-hour reminder replaces the 24-hour one on the device.
 */
export function appointmentReminderPayload(f: ReminderFacts, now: Date): PushPayload {
  const lang = f.lang ?? 'en';
  return {
    title: nt(lang, 'push.reminder.title'),
    body: nt(lang, 'push.reminder.body', {
      service: f.serviceName,
      barber: f.barberName,
      day: dayPhrase(f.startsAt, now, lang),
      at: atTime(shopTime(f.startsAt), lang),
    }),
    url: '/',
    tag: `appointment-${f.appointmentId}`,
  };
}
