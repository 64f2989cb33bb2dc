import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '#shared/schemas/catalogue';
import { db } from '../../../offline/db';
import { useSyncProducts } from './use-sync-products';

export type Catalogue = {
  products: Product[];
  /** Nothing kept yet and the server has not answered. */
  loading: boolean;
  /** Nothing kept and the server could not be reached or refused. */
  failed: boolean;
};

/**
 * The store's products: what Dexie keeps (so the store opens offline once seen), refreshed from
 * the server in the background. Until the first save lands, the server's answer is shown as is.
 */
export function useCatalogue(): Catalogue {
  const sync = useSyncProducts();
  const kept = useLiveQuery(() => db.products.orderBy('position').toArray(), []);
  const products: Product[] = kept && kept.length > 0 ? kept : (sync.data ?? []);
  const empty = products.length === 0;
  return {
    products,
    loading: empty && (kept === undefined || sync.isPending),
    failed: empty && sync.isError,
  };
}
