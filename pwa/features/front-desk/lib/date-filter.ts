import type { AppointmentFilters } from '../api/get-appointments';

/**
 * The Appointments tab's date filter: today and every later day (where it opens), the past (latest
 * first), every date, today (shop time, decided by the server), or one day.
 */
export type DateFilter = { kind: 'upcoming' } | { kind: 'past' } | { kind: 'all' } | { kind: 'today' } | { kind: 'day'; date: string };

/** The list query for the tab's two filters ('all' barbers = no barber filter). */
export function toAppointmentFilters(date: DateFilter, barber: string): AppointmentFilters {
  const barberId = barber === 'all' ? undefined : Number(barber);
  const filters: AppointmentFilters = {};
  if (date.kind === 'upcoming') filters.from = 'today';
  if (date.kind === 'past') Object.assign(filters, { before: 'today', order: 'desc' });
  if (date.kind === 'today') filters.date = 'today';
  if (date.kind === 'day' && date.date) filters.date = date.date;
  if (barberId && Number.isInteger(barberId) && barberId > 0) filters.barberId = barberId;
  return filters;
}
