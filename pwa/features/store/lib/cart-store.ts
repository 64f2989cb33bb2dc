import { db } from '#pwa/offline/db';
import type { Product } from '#shared/schemas/catalogue';
import { quantityAfterAdd, quantityAfterStep } from './cart-math';

/** Cart writes, each one Dexie transaction; every tab's live query sees them at once. */

/** Adds one of the product; an existing line goes up by one (its product fields refreshed). */
export async function addToCart(product: Product): Promise<void> {
  if (product.stock === 0) return; // "Out of stock": the card offers no adding either
  await db.transaction('rw', db.cart, async () => {
    const existing = await db.cart.get(product.id);
    await db.cart.put({
      ...product,
      quantity: quantityAfterAdd(existing?.quantity),
      addedAt: existing?.addedAt ?? Date.now(),
    });
  });
}

export async function stepQuantity(productId: number, step: 1 | -1): Promise<void> {
  await db.transaction('rw', db.cart, async () => {
    const line = await db.cart.get(productId);
    if (line) await db.cart.update(productId, { quantity: quantityAfterStep(line.quantity, step) });
  });
}

export async function removeFromCart(productId: number): Promise<void> {
  await db.cart.delete(productId);
}

export async function clearCart(): Promise<void> {
  await db.cart.clear();
}
