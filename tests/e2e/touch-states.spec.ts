import { expect, test } from './fixtures';
import { bookingDate, chooseService } from './booking-helpers';
import { addToCart } from './store-helpers';

/**
 * What a finger leaves behind on a phone: on a touch screen :hover sticks to the last thing tapped, and a
 * toast stays 5 s. Neither may hide what the tap chose or opened. With the animations a visitor sees (the
 * run otherwise reduces motion, playwright.config.ts): a toast on its way out must not cover the cart either.
 */
test.use({ reducedMotion: 'no-preference' });
test('the calendar day just tapped shows as chosen, even with the hover state still on it @phone', async ({ page }) => {
  await page.goto('/book');
  await chooseService(page, 'Barba');
  const date = bookingDate(1);
  const day = page.locator(`.booking-calendar [data-day="${date}"]:not([data-outside]) button`);
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) await page.getByRole('button', { name: /next month/i }).tap();
  await day.tap();
  await expect(page.locator(`.booking-calendar [data-day="${date}"]:not([data-outside])`)).toHaveClass(/rdp-selected/);
  await day.hover(); // the pointer rests where the finger was, as a touch screen's sticky :hover does
  const { background, chosen } = await day.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.background = 'var(--accent-9)';
    el.closest('.booking-calendar')!.append(probe);
    const chosen = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { background: getComputedStyle(el).backgroundColor, chosen };
  });
  expect(background).toBe(chosen);
});

test('opening the cart right after adding closes the "Added to cart" toast, which would cover its title and close button @phone', async ({
  page,
}) => {
  await page.goto('/store');
  await addToCart(page, 'Clay Pomade');
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('toast')).toBeHidden({ timeout: 1500 }); // well before its 5 s
  await page.getByRole('button', { name: 'Close cart' }).click(); // not under anything
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a cart opened before the add has finished gets no "Added to cart" toast over its title @phone', async ({ page }) => {
  await page.goto('/store');
  await page.getByRole('article', { name: 'Clay Pomade', exact: true }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByTestId('cart-button').click(); // at once: the add is still being saved
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByTestId('cart-line').filter({ hasText: 'Clay Pomade' })).toBeVisible();
  await expect(page.getByTestId('toast')).toBeHidden({ timeout: 1500 });
});
