import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CartRow } from '../../../offline/db';

/** The cart, live from Dexie (every tab in step); undefined while the first read is under way. */
export function useCart(): CartRow[] | undefined {
  return useLiveQuery(() => db.cart.orderBy('addedAt').toArray(), []);
}
