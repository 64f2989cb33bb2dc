import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStats } from '#shared/schemas/admin-stats';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/admin/stats: the four stat cards. */
export function fetchAdminStats(): Promise<AdminStats> {
  return getJson('/api/admin/stats', AdminStats);
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.adminStats(), queryFn: fetchAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
