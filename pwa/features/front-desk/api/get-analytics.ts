import { queryOptions, useQuery } from '@tanstack/react-query';
import { Analytics } from '#shared/schemas/analytics';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/admin/analytics: the last 30 shop days (revenue per day, top services, barber performance). */
export function fetchAnalytics(): Promise<Analytics> {
  return getJson('/api/admin/analytics', Analytics);
}

export const analyticsQueryOptions = () => queryOptions({ queryKey: queryKeys.adminAnalytics(), queryFn: fetchAnalytics });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions());
}
