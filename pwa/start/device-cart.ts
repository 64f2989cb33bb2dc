/**
 * The one thing a pre-rendered page cannot know: this device's cart (kept in IndexedDB). The store's
 * cart button shows its count, which the server renders as 0. The app keeps a copy of the count here
 * whenever it reads the cart, so that pwa/start/boot.ts can tell, without opening the database, that the page
 * would show a wrong count until its app runs, and start it at once (docs/decisions/052-code-on-first-use.md).
 * No React, no Dexie: the boot file imports it.
 */
export const CART_COUNT_KEY = 'barbershop.cart-count';
/** The attribute on an element that shows the device's cart (the count on the store's cart button). */
export const SHOWS_CART_ATTR = 'data-shows-cart';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const local = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Said on the window when this tab keeps a new count (other tabs hear the `storage` event). */
const COUNT_EVENT = 'barbershop:cart-count';

/** Keeps the cart's item count (nothing kept for an empty cart). Storage that refuses is ignored: the app then starts on first use, as for an empty cart. */
export function keepCartCount(count: number, store = local()): void {
  try {
    if (count > 0) store?.setItem(CART_COUNT_KEY, String(count));
    else store?.removeItem(CART_COUNT_KEY);
  } catch {
    /* private mode, full storage: nothing kept */
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COUNT_EVENT));
}

/** The cart's item count as last kept (0 when none, or storage refuses): what the header shows on every page. */
export function keptCartCount(store = local()): number {
  try {
    const n = Number(store?.getItem(CART_COUNT_KEY) ?? 0);
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Calls `changed` when the kept count changes, in this tab or another; returns the unsubscribe. */
export function onCartCount(changed: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_COUNT_KEY) changed();
  };
  window.addEventListener(COUNT_EVENT, changed);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(COUNT_EVENT, changed);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the device's cart held something when the app last read it. */
export function deviceHasCart(store = local()): boolean {
  return keptCartCount(store) > 0;
}
