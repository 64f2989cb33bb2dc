import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CartRow } from '#pwa/offline/db';
import { keepCartCount } from '#pwa/start/device-cart';
import { cartCount } from '../lib/cart-math';

/**
 * The cart, live from Dexie (every tab in step); undefined while the first read is under way. Each
 * answer's item count is kept for the boot file (pwa/start/device-cart.ts): a store page reloaded with a
 * cart starts its app at once, so its cart button does not show the server's 0.
 */
export function useCart(): CartRow[] | undefined {
  const cart = useLiveQuery(() => db.cart.orderBy('addedAt').toArray(), []);
  useEffect(() => {
    if (cart) keepCartCount(cartCount(cart));
  }, [cart]);
  return cart;
}
