import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityDetail } from '#shared/schemas/availability';
import { getJson, schema } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/availability/detailed/{serviceId}/{date}: the day's grid and each barber's free times. */
export function fetchAvailabilityDetail(serviceId: number, date: string): Promise<AvailabilityDetail> {
  return getJson(`/api/availability/detailed/${serviceId}/${date}`, schema('availability', 'AvailabilityDetail'));
}

export const availabilityDetailQueryOptions = (serviceId: number, date: string) =>
  queryOptions({
    queryKey: queryKeys.availabilityDetail(serviceId, date),
    queryFn: () => fetchAvailabilityDetail(serviceId, date),
  });

export function useAvailabilityDetail(serviceId: number | undefined, date: string | undefined) {
  return useQuery({
    ...availabilityDetailQueryOptions(serviceId ?? 0, date ?? ''),
    enabled: serviceId !== undefined && date !== undefined,
  });
}
