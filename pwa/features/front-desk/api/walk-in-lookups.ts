import { queryOptions } from '@tanstack/react-query';
import { ClientsOnFile } from '#shared/schemas/client-history';
import { getJson, schema } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/clients/on-file?phone= (staff only): whose phone this is, by the server's own rule (docs/decisions/055-client-identity-and-search.md). */
export const phoneOnFileQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: ['/api/clients/on-file', 'phone', phone] as const,
    queryFn: () => getJson(`/api/clients/on-file?phone=${encodeURIComponent(phone)}`, ClientsOnFile),
    retry: false,
  });

/**
 * GET /api/availability/detailed/{serviceId}/{date}: each barber's free start times (the walk-in and
 * Choose Another Time dialogs offer them). Not retried: offline the typed time is the way.
 */
export const freeTimesQueryOptions = (serviceId: number, date: string) =>
  queryOptions({
    queryKey: queryKeys.availabilityDetail(serviceId, date),
    queryFn: () => getJson(`/api/availability/detailed/${serviceId}/${date}`, schema('availability', 'AvailabilityDetail')),
    retry: false,
  });
