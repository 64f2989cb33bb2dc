import { expect, type Page } from '@playwright/test';

/** Product cards are <article>s named by the product. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * Adds one and waits until the device has kept it: the toast answers the tap at once, while the line
 * is still being written (docs/decisions/093-first-tap-sooner.md), and a page left before the write ends
 * (`page.goto`) loses it. The cart's count counts what is kept.
 */
export async function addToCart(page: Page, name: string) {
  const before = await cartCount(page);
  await card(page, name).getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Added to cart');
  await expect(toast).toContainText(`${name} has been added to your cart.`);
  await expect.poll(() => cartCount(page)).toBeGreaterThan(before);
}

/** The number on the cart's button: every item kept on this device. */
export async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
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
