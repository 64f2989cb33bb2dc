import type { AppointmentFilters } from '../api/get-appointments';

/** The Appointments tab's date filter: every date, today (shop time, decided by the server), or one day. */
export type DateFilter = { kind: 'all' } | { kind: 'today' } | { kind: 'day'; date: string };

/** The list query for the tab's two filters ('all' barbers = no barber filter). */
export function toAppointmentFilters(date: DateFilter, barber: string): AppointmentFilters {
  const barberId = barber === 'all' ? undefined : Number(barber);
  const filters: AppointmentFilters = {};
  if (date.kind === 'today') filters.date = 'today';
  if (date.kind === 'day' && date.date) filters.date = date.date;
  if (barberId && Number.isInteger(barberId) && barberId > 0) filters.barberId = barberId;
  return filters;
}
