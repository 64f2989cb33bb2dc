import { expect, test } from './fixtures';
import { useAppShell, usePage } from './app-shell';
import { addToCart, card, cartLine, closeCart, countKept, openCart } from './store-helpers';

test('filter by category, fill the cart, and find the same cart after a reload and in a second tab @phone', async ({ page, context }) => {
  test.slow(); // a long journey: two tabs, a reload, a dozen steps
  await page.goto('/store');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(12);
  await expect(card(page, 'Clay Pomade').getByTestId('product-price')).toHaveText('$24.00');

  await page.getByRole('button', { name: 'styling', exact: true }).click();
  await expect(page).toHaveURL(/category=styling/);
  await expect(cards).toHaveCount(4);
  for (const badge of await cards.locator('.rt-Badge').allTextContents()) expect(badge).toBe('styling');
  await expect(page.getByRole('button', { name: 'styling', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await addToCart(page, 'Clay Pomade');

  await page.getByRole('button', { name: 'shampoo', exact: true }).click();
  await expect(cards).toHaveCount(3);
  await expect(card(page, 'Clay Pomade')).toHaveCount(0);
  await addToCart(page, 'Daily Shampoo');
  await addToCart(page, 'Daily Shampoo'); // an existing product goes up by one
  await page.getByRole('button', { name: 'All Products' }).click();
  await expect(cards).toHaveCount(all);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await openCart(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const pomade = cartLine(page, 'Clay Pomade');
  const shampoo = cartLine(page, 'Daily Shampoo');
  await expect(shampoo.getByTestId('cart-quantity')).toHaveText('2');
  await pomade.getByRole('button', { name: 'Increase quantity' }).click();
  await pomade.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(pomade.getByTestId('cart-quantity')).toHaveText('3');
  await shampoo.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(shampoo.getByTestId('cart-quantity')).toHaveText('1');
  await expect(shampoo.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled(); // never below 1
  await expect(page.getByTestId('cart-total')).toHaveText('$94.00'); // 3 × 24.00 + 1 × 22.00
  await closeCart(page);

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await openCart(page);
  await expect(cartLine(page, 'Clay Pomade').getByTestId('cart-quantity')).toHaveText('3');
  await expect(cartLine(page, 'Daily Shampoo').getByTestId('cart-quantity')).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText('$94.00');

  const second = await context.newPage();
  await second.goto('/store');
  await expect(second.getByTestId('cart-count')).toHaveText('4');
  await openCart(second);
  await expect(second.getByTestId('cart-total')).toHaveText('$94.00');
  // A change in one tab shows in the other at once.
  await cartLine(second, 'Clay Pomade').getByRole('button', { name: 'Remove' }).click();
  await expect(second.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('$22.00');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the store opens with the kept catalogue when the API cannot be reached', async ({ page }) => {
  await page.goto('/store');
  await expect(card(page, 'Mint Shampoo')).toBeVisible();
  await usePage(page); // the store keeps its catalogue once its app runs (on the page's first use)
  await expect.poll(() => countKept(page, 'products')).toBeGreaterThanOrEqual(12);
  await page.context().route('**/api/products*', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await usePage(page);
  await expect(card(page, 'Mint Shampoo')).toBeVisible();
  await expect(page.getByText('Failed to fetch products')).toHaveCount(0);
});

test('an empty category says so, and a missing or broken image shows the placeholder icon', async ({ page }) => {
  const base = { description: 'Test product.', size: '100 ml', category: 'shampoo' };
  await useAppShell(page, '/store'); // the pre-rendered page carries the real catalogue
  await page.context().route('**/api/products*', (route) =>
    route.fulfill({
      json: [
        { ...base, id: 9001, name: 'No Image Shampoo', price: 10, image: null },
        { ...base, id: 9002, name: 'Broken Image Shampoo', price: 12.5, image: '/images/products/does-not-exist.svg' },
      ],
    }),
  );
  await page.goto('/store');
  await expect(card(page, 'No Image Shampoo').getByTestId('product-placeholder')).toBeVisible();
  await expect(card(page, 'Broken Image Shampoo').getByTestId('product-placeholder')).toBeVisible();
  await expect(card(page, 'Broken Image Shampoo').getByTestId('product-price')).toHaveText('$12.50');
  await page.getByRole('button', { name: 'color', exact: true }).click();
  await expect(page.getByText('No products found in this category.')).toBeVisible();
});

test('the cart sheet is a modal dialog that leaves the page behind as it is (decision 095)', async ({ page }) => {
  await page.goto('/store');
  await usePage(page);
  await addToCart(page, 'Clay Pomade');
  // Everything outside the sheet that opening it changes: an attribute anywhere (aria-hidden, a scroll
  // lock's style or class on the body) makes the browser style and lay out the whole page again.
  await page.evaluate(() => {
    const changed: string[] = [];
    (window as unknown as { __changed: string[] }).__changed = changed;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        // The sheet, its button and the toast it dismisses ("Added to cart") are meant to change.
        if (!el.closest?.('[data-testid="cart-drawer"], [data-testid="cart-button"], [role="region"]'))
          changed.push(`${el.tagName.toLowerCase()}[${r.attributeName}]=${el.getAttribute(r.attributeName!)}`);
      }
    }).observe(document.documentElement, { attributes: true, subtree: true });
  });
  const button = page.getByTestId('cart-button');
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet).toBeVisible();
  await expect(cartLine(page, 'Clay Pomade')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __changed: string[] }).__changed)).toEqual([]);
  // Focus is in the sheet, on its first control; the page behind does not take a click.
  await expect(page.getByRole('button', { name: 'Close cart' })).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toHaveJSProperty('open', true);
  expect(await page.evaluate(() => document.querySelector('[data-testid="cart-drawer"]')!.matches(':modal'))).toBe(true);

  // Escape closes it, and focus goes back to the Cart button.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();

  // A tap on the shaded page beside it closes it too.
  await button.click();
  await expect(sheet).toBeVisible();
  await page.mouse.click(20, 300);
  await expect(sheet).toBeHidden();

  // Proceed to Checkout closes it and goes on.
  await openCart(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
