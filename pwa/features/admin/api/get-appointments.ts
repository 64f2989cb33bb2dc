import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminAppointmentList, type AdminAppointment } from '#shared/schemas/admin-appointment';
import { getJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** `date`: 'today' (shop time) or `YYYY-MM-DD`; absent = every date. `barberId` absent = every barber. */
export type AppointmentFilters = { date?: string; barberId?: number };

/** The query string of `GET /api/appointments` for these filters ('' without any). */
export function appointmentsSearch({ date, barberId }: AppointmentFilters): string {
  const params = new URLSearchParams();
  if (date) params.set('date', date);
  if (barberId) params.set('barberId', String(barberId));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** GET /api/appointments?date=&barberId= (staff only), cancelled ones included, by date then time. */
export function fetchAppointments(filters: AppointmentFilters): Promise<AdminAppointment[]> {
  return getJson(`/api/appointments${appointmentsSearch(filters)}`, AdminAppointmentList);
}

export const appointmentsQueryOptions = (filters: AppointmentFilters) =>
  queryOptions({ queryKey: queryKeys.adminAppointments(filters), queryFn: () => fetchAppointments(filters) });

export function useAppointments(filters: AppointmentFilters) {
  return useQuery(appointmentsQueryOptions(filters));
}
