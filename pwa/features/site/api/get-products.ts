import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductList, type Product } from '../../../../shared/schemas/catalogue';
import { getJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/products (every category), parsed with the shared schema. */
export function fetchProducts(): Promise<Product[]> {
  return getJson('/api/products', ProductList);
}

export const productsQueryOptions = () => queryOptions({ queryKey: queryKeys.products(), queryFn: fetchProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
