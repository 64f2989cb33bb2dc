import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClientWithHistoryList, type ClientWithHistory } from '#shared/schemas/client-history';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/clients/with-history?search= (staff only): the server searches name, email and phone. */
export function fetchClientsWithHistory(search: string): Promise<ClientWithHistory[]> {
  const q = search.trim();
  return getJson(`/api/clients/with-history${q ? `?search=${encodeURIComponent(q)}` : ''}`, ClientWithHistoryList);
}

export const clientsQueryOptions = (search: string) =>
  queryOptions({ queryKey: queryKeys.clientsWithHistory(search.trim()), queryFn: () => fetchClientsWithHistory(search) });

/** Keeps the last answer on screen while the next search loads (no flash of the empty state). */
export function useClientsWithHistory(search: string) {
  return useQuery({ ...clientsQueryOptions(search), placeholderData: keepPreviousData });
}
