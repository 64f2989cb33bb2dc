import { expect, test } from './fixtures';

test('the app shell loads and unknown paths draw the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Barbershop/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the server serves the production build, as visitors get it (not React’s development build)', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(messages.filter((m) => /React DevTools|development build|%cworkbox/.test(m))).toEqual([]);
});

test('no page logs a router warning on its first load (a hydration fallback is provided)', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  for (const path of ['/', '/store', '/admin/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(messages.filter((m) => /HydrateFallback|hydration/i.test(m))).toEqual([]);
});
