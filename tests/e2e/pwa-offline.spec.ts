import { expect, test, type Page } from './fixtures';
import { SHOP } from '#shared/shop';
import { addToCart, cartLine, closeCart, openCart } from './store-helpers';
import { offlineBanner, waitForServiceWorker, workerFetch } from './pwa-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Each public page with what proves it rendered with its data. */
const PAGES = {
  home: async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name: SHOP.name })).toBeVisible();
    // Featured products come from /api/products: the worker's catalogue cache.
    await expect(page.getByRole('heading', { name: 'Essential Grooming Products' })).toBeVisible();
  },
  services: async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  },
  barbers: async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Barbers' })).toBeVisible();
    await expect(page.getByTestId('barber-card')).toHaveCount(4);
    const photo = page.getByRole('article', { name: 'Carlos', exact: true }).getByRole('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  },
  store: async (page: Page) => {
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByTestId('product-card').filter({ hasText: 'Mint Shampoo' })).toBeVisible();
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  },
};

test('a visitor opens Home, Services, Barbers and Store, goes offline, and every page still opens with the cart intact', async ({
  page,
  context,
}) => {
  test.slow(); // dozens of steps, a service worker install
  await page.goto('/');
  await PAGES.home(page);
  await page.goto('/services');
  await PAGES.services(page);
  await page.goto('/barbers');
  await PAGES.barbers(page);
  await page.goto('/store');
  await addToCart(page, 'Clay Pomade');
  await addToCart(page, 'Clay Pomade');
  await PAGES.store(page);

  await waitForServiceWorker(page);
  await expect(offlineBanner(page)).toHaveCount(0);
  expect(await workerFetch(page)).toBe(404); // online, the worker's fetches reach the server

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible(); // at once, without a reload
  await expect(offlineBanner(page)).toContainText('You’re offline');
  expect(await workerFetch(page)).toBe('failed'); // the cut reaches the service worker too

  // Reload: the shell, the store's chunks, its products and the cart, all from the device.
  await page.reload();
  await PAGES.store(page);
  await openCart(page);
  await expect(cartLine(page, 'Clay Pomade').getByTestId('cart-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText('$48.00');
  await closeCart(page);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ has: offlineBanner(page) })).toHaveCount(1);

  // Through the navigation links (no page load: the app routes on the device).
  await mainNav(page).getByRole('link', { name: 'Services', exact: true }).click();
  await PAGES.services(page);
  await mainNav(page).getByRole('link', { name: 'Barbers', exact: true }).click();
  await PAGES.barbers(page);
  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await PAGES.home(page);
  await mainNav(page).getByRole('link', { name: 'Store', exact: true }).click();
  await PAGES.store(page);

  // By address, each a full page load served by the worker.
  for (const [path, check] of [
    ['/', PAGES.home],
    ['/services', PAGES.services],
    ['/barbers', PAGES.barbers],
    ['/store', PAGES.store],
  ] as const) {
    await page.goto(path);
    await check(page);
    await expect(offlineBanner(page)).toBeVisible();
  }
  // A page this visitor never opened: its code was precached with the rest.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  // Back online, the banner goes.
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
});

test('a page whose data was never loaded in this tab still fills from the worker when the network drops mid-visit', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true); // no reload: the app has heard the "offline" event
  await mainNav(page).getByRole('link', { name: 'Barbers', exact: true }).click();
  await PAGES.barbers(page); // the barbers list was cached when the worker installed
  await expect(offlineBanner(page)).toBeVisible();
});

test('a page that loaded past the active worker (a hard reload, or a reload while the worker was activating) is taken under its control, so it still works offline', async ({
  page,
  context,
}) => {
  await page.goto('/services');
  await waitForServiceWorker(page);
  // Load the page again without the worker, as a hard reload does: nothing claims it by itself.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await page.reload();
  await PAGES.services(page);
  await cdp.send('Network.setBypassServiceWorker', { bypass: false });
  // The app asks the active worker to claim it.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  expect(await workerFetch(page, '/api/services')).toBe(200); // answered by the worker's catalogue cache
});
