import { expect, type Page } from '@playwright/test';

/** Product cards are <article>s named by the product. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

export async function addToCart(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Added to cart');
  await expect(toast).toContainText(`${name} has been added to your cart.`);
}

export const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

export async function openCart(page: Page) {
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
}

export async function closeCart(page: Page) {
  await page.getByRole('button', { name: 'Close cart' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** How many rows a table of the app's Dexie database holds (read straight from IndexedDB). */
/**
 * Rows in a table of the app's IndexedDB. Asked before the app has opened it (its code loads after the
 * first paint), it answers 0 without creating the database, and it always closes its connection: an
 * empty database left open would block the app's own upgrade of it.
 */
export function countKept(page: Page, table: 'products' | 'cart'): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'barbershop')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('barbershop');
      open.onerror = () => resolve(-1);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) {
          db.close();
          return resolve(0);
        }
        const count = db.transaction(name).objectStore(name).count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
      };
    });
  }, table);
}
