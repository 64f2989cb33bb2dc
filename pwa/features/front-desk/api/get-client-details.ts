import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientDetails } from '#shared/schemas/client-history';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/clients/{id}/details (staff only): the client, the last visit and every appointment. */
export function fetchClientDetails(id: number): Promise<ClientDetails> {
  return getJson(`/api/clients/${id}/details`, ClientDetails);
}

export const clientDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.clientDetails(id), queryFn: () => fetchClientDetails(id) });

/** Loads only while the details dialog is open. */
export function useClientDetails(id: number, enabled: boolean) {
  return useQuery({ ...clientDetailsQueryOptions(id), enabled });
}
