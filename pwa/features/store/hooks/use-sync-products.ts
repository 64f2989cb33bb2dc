import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productsQueryOptions } from '../../../lib/catalogue';
import { ProductList } from '#shared/schemas/catalogue';
import { saveCatalogue } from '../lib/catalogue-store';

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
