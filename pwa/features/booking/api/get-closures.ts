import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, schema } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/closures (public): the shop's closures not yet over; the calendar disables their days. */
export const closuresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.closures(),
    queryFn: () => getJson('/api/closures', schema('days-off', 'ClosureList')),
  });

export function useClosures() {
  return useQuery(closuresQueryOptions());
}
