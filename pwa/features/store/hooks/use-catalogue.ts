import { useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '#shared/schemas/catalogue';
import { db } from '#pwa/offline/db';
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
  const shown = useRef<Product[]>([]);
  const products = (shown.current = sameWhereEqual(shown.current, kept && kept.length > 0 ? kept : (sync.data ?? [])));
  const empty = products.length === 0;
  return {
    products,
    loading: empty && (kept === undefined || sync.isPending),
    failed: empty && sync.isError,
  };
}

/** A product as the store shows it: its place in the kept list is not part of it. */
const shownAs = (p: Product) => JSON.stringify(p, (key, value: unknown) => (key === 'position' ? undefined : value));

/**
 * `next`, keeping the objects of `previous` where a product is unchanged, and `previous` itself when
 * nothing changed: the server's list, saved on the device and read back, is the same catalogue, and
 * its product cards (memoised) are not drawn again. On a phone, drawing the grid again took 100-300 ms
 * after the store had loaded (docs/decisions/050-static-sections.md).
 */
export function sameWhereEqual(previous: Product[], next: Product[]): Product[] {
  if (previous === next) return previous;
  const before = new Map(previous.map((p) => [p.id, p]));
  const merged = next.map((p) => {
    const old = before.get(p.id);
    return old !== undefined && shownAs(old) === shownAs(p) ? old : p;
  });
  return merged.length === previous.length && merged.every((p, i) => p === previous[i]) ? previous : merged;
}
