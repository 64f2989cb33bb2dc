import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** Generic data loading: a GET to the query key's segments joined by slashes (docs/product.md#data-loading). */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const res = await apiRequest('GET', queryKey.join('/'));
  return res.json();
};

/**
 * The public catalogue and the shop's details, which the service worker keeps (stale-while-revalidate;
 * docs/decisions/006-pwa.md): offline, a visitor sees the last known ones.
 */
const CATALOGUE_KEYS = ['/api/services', '/api/barbers', '/api/products', '/api/shop'];

/**
 * docs/product.md#data-loading: never stale, no refetch on focus, no polling, no retries for queries or mutations.
 * Catalogue queries are 'offlineFirst': offline they still ask once, and the service worker answers
 * from its cache (what it cannot answer fails as a network error instead of waiting forever).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  for (const key of CATALOGUE_KEYS) client.setQueryDefaults([key], { networkMode: 'offlineFirst' });
  return client;
}
