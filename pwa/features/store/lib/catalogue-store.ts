import { db } from '#pwa/offline/db';
import type { Product } from '#shared/schemas/catalogue';

/**
 * Replaces the kept catalogue with the server's list (so the store opens offline next time), and
 * keeps the cart in step: lines take the product's current name and price; a line whose product
 * left the catalogue is dropped (the server would refuse it at checkout).
 */
export async function saveCatalogue(products: Product[]): Promise<void> {
  const byId = new Map(products.map((p) => [p.id, p]));
  await db.transaction('rw', db.products, db.cart, async () => {
    await db.products.clear();
    await db.products.bulkPut(products.map((p, position) => ({ ...p, position })));
    for (const line of await db.cart.toArray()) {
      const fresh = byId.get(line.id);
      if (!fresh) await db.cart.delete(line.id);
      else await db.cart.put({ ...line, ...fresh });
    }
  });
}
