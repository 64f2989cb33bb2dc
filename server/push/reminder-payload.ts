import { addDays, formatDate, shopDate, shopTime, to12Hour } from '#shared/domain/shop-time';
import type { PushPayload } from '#shared/schemas/push';

export type ReminderFacts = { appointmentId: number; serviceName: string; barberName: string; startsAt: Date };

/** 'today', 'tomorrow' or 'on Friday, November 28': the appointment's shop-local day seen from `now`. */
export function dayPhrase(startsAt: Date, now: Date): string {
  const day = shopDate(startsAt);
  const today = shopDate(now);
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return `on ${formatDate(day, 'weekday-long')}`;
}

/**
 * The push message before an appointment: names the service, the barber and the shop-local
 * 12-hour time; a tap opens the app's home page. One tag per appointment, so the 2-hour reminder
 * replaces the 24-hour one on the device.
 */
export function appointmentReminderPayload(f: ReminderFacts, now: Date): PushPayload {
  return {
    title: 'Appointment reminder',
    body: `${f.serviceName} with ${f.barberName} ${dayPhrase(f.startsAt, now)} at ${to12Hour(shopTime(f.startsAt))}. See you at The Gentlemen’s Barbershop!`,
    url: '/',
    tag: `appointment-${f.appointmentId}`,
  };
}
