import { expect, test } from './fixtures';

test('the app shell loads and unknown paths draw the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Barbershop/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
