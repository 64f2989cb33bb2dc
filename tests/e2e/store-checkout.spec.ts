import { expect, test } from './fixtures';
import { addToCart, openCart } from './store-helpers';

test('an empty cart at /checkout lands on /store @phone', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('checkout without Stripe shows Payment Processing Not Configured with the shop address and phone @phone', async ({ page }) => {
  await page.goto('/store');
  await addToCart(page, 'Matte Paste');
  await addToCart(page, 'Beard Wash');
  await openCart(page);

  const request = page.waitForRequest((r) => r.url().endsWith('/api/create-payment-intent') && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const sent = (await request).postDataJSON();
  expect(sent.items).toHaveLength(2);
  expect(sent.items.every((i: { productId: number; quantity: number }) => i.quantity === 1 && i.productId > 0)).toBe(true);
  expect((await response).status()).toBe(503);

  const notConfigured = page.getByTestId('payment-not-configured');
  await expect(notConfigured.getByRole('heading', { name: 'Payment Processing Not Configured' })).toBeVisible();
  await expect(notConfigured).toContainText('Plaza Las Américas, Local 532');
  await expect(notConfigured).toContainText('San Juan, PR 00918');
  await expect(notConfigured.getByRole('link', { name: '(787) 555-0132' })).toHaveAttribute('href', 'tel:+17875550132');
  await expect(notConfigured).toHaveAttribute('data-payment-message', /not configured/);
  await expect(page.getByTestId('order-total')).toHaveText('$41.00'); // 23.00 + 18.00

  await notConfigured.getByRole('button', { name: 'Return to Store' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('Stripe.js is fetched only once checkout has a payment session (here it cannot load, and says so)', async ({ page }) => {
  const stripeRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('js.stripe.com')) stripeRequests.push(r.url());
  });
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/create-payment-intent', (route) =>
    route.fulfill({
      json: { clientSecret: 'pi_e2e_secret_e2e', publishableKey: 'pk_test_e2e', orderId: 1, amountCents: 2300, currency: 'usd' },
    }),
  );
  await page.goto('/store');
  await addToCart(page, 'Matte Paste');
  expect(stripeRequests).toEqual([]);

  await openCart(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('The secure payment form could not load.', { exact: false })).toBeVisible();
  expect(stripeRequests.length).toBeGreaterThan(0);
  await expect(page.getByText('Payment Processing Not Configured')).toHaveCount(0);
});
