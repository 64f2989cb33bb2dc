import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSchema } from '#pwa/lib/api';
import { productsQueryOptions } from '#pwa/lib/catalogue';
import { saveCatalogue } from '../lib/catalogue-store';

/**
 * Loads the catalogue from the server and keeps it in Dexie. Whatever filled the query cache
 * (this hook or another page), the answer is parsed and saved, so the store reads one source.
 * The schema loads with the first save, in a task of its own, not with the store page's code: on a
 * pre-rendered page the catalogue came with the HTML, and zod is 100 ms of a phone's main thread.
 */
export function useSyncProducts() {
  const query = useQuery(productsQueryOptions());
  useEffect(() => {
    if (query.data === undefined) return;
    // Saves happen in the order the data came (one module promise, resolved once).
    void loadSchema('catalogue', 'ProductList').then((ProductList) => {
      const parsed = ProductList.safeParse(query.data);
      if (parsed.success) void saveCatalogue(parsed.data);
    });
  }, [query.data]);
  return query;
}
