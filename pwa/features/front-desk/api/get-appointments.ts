import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AdminAppointmentList, AdminAppointmentPage, type AdminAppointment } from '#shared/schemas/admin-appointment';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/**
 * `date`: 'today' (shop time) or `YYYY-MM-DD`; absent = every date. `from` (on or after) / `before`
 * (strictly before): a range of days, 'today' allowed. `order` 'desc' = latest first. `barberId` absent =
 * every barber (shared/schemas/admin-appointment.ts).
 */
export type AppointmentFilters = { date?: string; from?: string; before?: string; order?: 'asc' | 'desc'; barberId?: number };

/** Rows per page of the Appointments tab (docs/decisions/057-desk-lists.md). */
export const APPOINTMENTS_PAGE_SIZE = 50;

/** The query string of `GET /api/appointments` for these filters ('' without any). */
export function appointmentsSearch(
  { date, from, before, order, barberId }: AppointmentFilters,
  page?: { limit: number; offset: number },
): string {
  const params = new URLSearchParams();
  if (date) params.set('date', date);
  if (from) params.set('from', from);
  if (before) params.set('before', before);
  if (order && order !== 'asc') params.set('order', order);
  if (barberId) params.set('barberId', String(barberId));
  if (page) {
    params.set('limit', String(page.limit));
    if (page.offset > 0) params.set('offset', String(page.offset));
  }
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

/** The Appointments tab's list, a page at a time (`fetchNextPage` for the next one). */
export const appointmentPagesQueryOptions = (filters: AppointmentFilters, limit = APPOINTMENTS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminAppointments({ ...filters, limit }),
    queryFn: ({ pageParam }) =>
      getJson(`/api/appointments${appointmentsSearch(filters, { limit, offset: pageParam })}`, AdminAppointmentPage),
    initialPageParam: 0,
    getNextPageParam: (last: AdminAppointmentPage) => last.nextOffset ?? undefined,
  });

export function useAppointmentPages(filters: AppointmentFilters) {
  return useInfiniteQuery(appointmentPagesQueryOptions(filters));
}

/**
 * The pages' rows in one list, each appointment once: a booking made meanwhile shifts the rows after
 * it, so the next page can repeat the last row of the one before.
 */
export function pagedRows(pages: readonly AdminAppointmentPage[] | undefined): AdminAppointment[] {
  const seen = new Set<number>();
  const rows: AdminAppointment[] = [];
  for (const page of pages ?? []) {
    for (const a of page.appointments) {
      if (seen.has(a.id)) continue;
      seen.add(a.id);
      rows.push(a);
    }
  }
  return rows;
}
