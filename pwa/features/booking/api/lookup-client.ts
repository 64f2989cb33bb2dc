import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientLookup } from '#shared/schemas/client';
import { ApiError, getJson, schema } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/clients/by-email/{email}: a returning client's id, first name and masked phone; null when unknown (404). */
export async function fetchClientByEmail(email: string): Promise<ClientLookup | null> {
  try {
    return await getJson(`/api/clients/by-email/${encodeURIComponent(email)}`, schema('client', 'ClientLookup'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Emails compare case-insensitively and trimmed, as the server keeps them. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const clientLookupQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.clientByEmail(normaliseEmail(email)),
    queryFn: () => fetchClientByEmail(normaliseEmail(email)),
    retry: false,
  });

/** Looks the email up once `enabled` (it contains an @ and a dot); no retry (docs/product.md#data-loading). */
export function useClientLookup(email: string, enabled: boolean) {
  return useQuery({ ...clientLookupQueryOptions(email), enabled });
}
