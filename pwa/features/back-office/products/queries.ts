import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '#pwa/lib/api';
import { AdminProductList } from '#shared/schemas/store';

export const adminProductsKey = ['/api/products', 'admin'] as const;

/** `GET /api/products?view=admin` (owner): every product, retired ones too. */
export function useAdminProducts() {
  return useQuery({ queryKey: adminProductsKey, queryFn: () => getJson('/api/products?view=admin', AdminProductList) });
}

/** After a product change: the back office's list, the store's, and the dashboard's low-stock card. */
export function refreshProducts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: ({ queryKey: k }) => String(k[0]).startsWith('/api/products') });
}
