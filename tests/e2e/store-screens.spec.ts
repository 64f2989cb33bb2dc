import { expect, test } from './fixtures';
import { addToCart, openCart } from './store-helpers';

/** Screenshots of the store and checkout for a person to look at (tests/e2e/.screens/, not committed). */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
] as const;

for (const size of SIZES) {
  test(`store and checkout fit a ${size.name} screen (${size.width}x${size.height})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (what: string) => page.screenshot({ path: `tests/e2e/.screens/${what}-${size.name}.png` });
    const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await page.goto('/store');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Images in view load; lazy ones below the fold never will, so wait a bounded time.
    await page.evaluate(() =>
      Promise.race([
        Promise.all([...document.images].map((i) => (i.complete ? null : new Promise((r) => (i.onload = i.onerror = r))))),
        new Promise((r) => setTimeout(r, 2000)),
      ]),
    );
    await noSideways();
    await shot('store');

    await addToCart(page, 'Clay Pomade');
    await addToCart(page, 'Daily Shampoo');
    await page.getByTestId('toast').getByRole('button', { name: 'Close' }).click();
    await openCart(page);
    await page.waitForTimeout(300); // let the sheet finish sliding in
    await shot('store-cart');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByText('Payment Processing Not Configured')).toBeVisible();
    await noSideways();
    await shot('checkout');
  });
}
