import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { AdminService } from '#shared/schemas/admin-services';
import { BookingRules } from '#shared/schemas/booking-rules';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/**
 * The owner's lists. Their keys start with the public ones ('/api/services', '/api/barbers'), so one
 * refresh after a change (refreshCatalogue) reloads both what the owner edits and what clients see.
 */
export const adminServicesKey = () => ['/api/services', 'admin'] as const;
export const adminBarbersKey = () => ['/api/barbers', 'admin'] as const;
export const barberHoursKey = (id: number) => ['/api/barbers', id, 'hours'] as const;
export const barberTimeOffKey = (id: number) => ['/api/barbers', id, 'time-off'] as const;

const adminServicesQuery = () =>
  queryOptions({ queryKey: adminServicesKey(), queryFn: () => getJson('/api/services?view=admin', z.array(AdminService)) });
const adminBarbersQuery = () =>
  queryOptions({ queryKey: adminBarbersKey(), queryFn: () => getJson('/api/barbers?view=admin', z.array(AdminBarber)) });

export const useAdminServices = () => useQuery(adminServicesQuery());
export const useAdminBarbers = () => useQuery(adminBarbersQuery());

/** Services in the owner's order (then by name), the live ones and the retired ones apart. */
export function splitServices(list: readonly AdminService[]): { live: AdminService[]; retired: AdminService[] } {
  const sorted = [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  return { live: sorted.filter((s) => !s.retired), retired: sorted.filter((s) => s.retired) };
}

/** Barbers in the owner's order (then by name). */
export const sortBarbers = (list: readonly AdminBarber[]) =>
  [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

/** GET /api/booking-rules, under the wizard's key (one cache entry): the slot step a duration must fit. */
export const useBookingRules = () =>
  useQuery({ queryKey: queryKeys.bookingRules(), queryFn: () => getJson('/api/booking-rules', BookingRules) });
