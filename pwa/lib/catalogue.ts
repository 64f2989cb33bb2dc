import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, schema } from './api';
import { queryKeys } from './query-keys';

// Each answer's schema (with zod) loads on its first fetch (`schema`, ./schemas.ts): a pre-rendered page fetches nothing at first.

/** GET /api/barbers, parsed with the shared schema: the site, the wizard's Barber step and staff's selects. */
const barbersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.barbers(), queryFn: () => getJson('/api/barbers', schema('catalogue', 'BarberList')) });

export function useBarbers() {
  return useQuery(barbersQueryOptions());
}

/** GET /api/barbers/{id}: the barber a `?barber=` link preselects (its name for the subtitle). */
const barberQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.barber(id), queryFn: () => getJson(`/api/barbers/${id}`, schema('catalogue', 'Barber')) });

export function useBarber(id: number | undefined) {
  return useQuery({ ...barberQueryOptions(id ?? 0), enabled: id !== undefined });
}

/** GET /api/services, parsed with the shared schema. */
const servicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.services(), queryFn: () => getJson('/api/services', schema('catalogue', 'ServiceList')) });

export function useServices() {
  return useQuery(servicesQueryOptions());
}

/**
 * GET /api/services?view=desk (a staff session): staff-only services too, for the walk-in dialog and
 * the queued walk-ins' names. Kept on the device with the admin cache (pwa/offline/persist-keys.ts).
 */
const deskServicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.deskServices(),
    queryFn: () => getJson('/api/services?view=desk', schema('catalogue', 'ServiceList')),
  });

export function useDeskServices() {
  return useQuery(deskServicesQueryOptions());
}

/** GET /api/products: the whole catalogue (every category); the store filters by category on the device. */
export const productsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products(), queryFn: () => getJson('/api/products', schema('catalogue', 'ProductList')) });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
