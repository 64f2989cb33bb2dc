import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { ProductList, type Product } from '../../../../shared/schemas/catalogue';
import { saveCatalogue } from '../lib/catalogue-store';

/** `GET /api/products`: the whole catalogue; the store filters by category on the device. */
export function fetchProducts(): Promise<Product[]> {
  return getJson('/api/products', ProductList);
}

export const productsQueryOptions = () => queryOptions({ queryKey: queryKeys.products(), queryFn: fetchProducts });

/**
 * Loads the catalogue from the server and keeps it in Dexie. Whatever filled the query cache
 * (this hook or another page), the answer is parsed and saved, so the store reads one source.
 */
export function useSyncProducts() {
  const query = useQuery(productsQueryOptions());
  useEffect(() => {
    const parsed = ProductList.safeParse(query.data);
    if (parsed.success) void saveCatalogue(parsed.data);
  }, [query.data]);
  return query;
}
