import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { es } from './i18n-helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { UNTOUCHED_START_MS } from '../../pwa/lib/first-use';

/**
 * A pre-rendered public page is a working page before its code runs: text, pictures, links,
 * scrolling (issue 14, docs/decisions/052-code-on-first-use.md). React and the app are fetched and run
 * on the visitor's first use of the page (a touch, the pointer, a key, a focus, the wheel), not while
 * the page loads: on a phone that start was every public page's blocking time. The service worker,
 * registered once the page has loaded, keeps the code by then. A page the app must redraw (another
 * language, another year) starts at once.
 */
const PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];

test.use({ serviceWorkers: 'block' });

/** Whether the app has started: main.tsx marks <html> with the build, and React holds the root. */
const appState = (page: Page) =>
  page.evaluate(() => ({
    build: document.documentElement.dataset.build ?? null,
    react: Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
  }));

/** The page's listed code, and the scripts the page has fetched. */
const listedAndFetched = (page: Page) =>
  page.evaluate(() => ({
    listed: (JSON.parse(document.getElementById('page-assets')!.textContent!) as { modules: string[] }).modules,
    scripts: performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.js')),
  }));

/**
 * The visitor's browser asks to save data (Save-Data), so the page's app gets no start of its own a few
 * seconds after the load (whenUntouched in pwa/lib/first-use.ts): what the test sees is the first use's
 * doing, however slow the machine. Pausing the page's clock instead raced it: `pauseAt(now + 100 ms)`
 * reached a page whose clock was already past that under CI's load ("Cannot fast-forward to the past").
 */
const noUntouchedStart = (page: Page) =>
  page.addInitScript(() => {
    const connection = (navigator as { connection?: object }).connection;
    if (connection) Object.defineProperty(connection, 'saveData', { get: () => true });
  });

for (const path of PAGES) {
  test(`@phone ${path}: the app neither loads nor runs while the page loads, and a first touch starts it`, async ({ page }) => {
    await noUntouchedStart(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(await appState(page), 'nothing of the app ran before the visitor used the page').toEqual({ build: null, react: false });
    const code = await listedAndFetched(page);
    expect(code.listed.some((m) => /\/assets\/react-[\w-]{8}\.js$/.test(m)), 'React is listed for the start').toBe(true);
    expect(code.listed.some((m) => /\/assets\/main-[\w-]{8}\.js$/.test(m)), 'the app is listed for the start').toBe(true);
    expect(code.scripts.filter((s) => code.listed.includes(s)), 'none of it fetched by the page before its first use').toEqual([]);

    // A touch on the page's heading (a start of a scroll, say) starts the app.
    await page.getByRole('heading', { level: 1 }).first().tap();
    await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });
}

test('@phone a page left untouched starts its app a few seconds after it has loaded: a later first tap does not wait for it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/store', { waitUntil: 'load' });
  const loaded = Date.now();
  expect((await appState(page)).build).toBeNull();
  // No touch, no pointer, no key: the visitor is reading.
  await expect(page.locator('html')).toHaveAttribute('data-build', /.+/, { timeout: UNTOUCHED_START_MS + 10_000 });
  expect(Date.now() - loaded, 'not before its time').toBeGreaterThanOrEqual(UNTOUCHED_START_MS - 500);
  expect(scripts.some((s) => /\/assets\/main-[\w-]{8}\.js$/.test(s))).toBe(true);
  await expect.poll(async () => (await appState(page)).react).toBe(true);
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('@phone a first tap on "Add to Cart" starts the app and adds the product once', async ({ page }) => {
  await page.goto('/store', { waitUntil: 'networkidle' });
  expect((await appState(page)).build).toBeNull();
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast')).toContainText('Added to cart');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('cart-count'), 'added once, not twice').toHaveText('1');
});

test('@phone what a visitor types while the app starts is what the form sends', async ({ page }) => {
  // The app's code arrives late (a slow connection): the fields are filled before the page hydrates.
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Rosa');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Do you take walk-ins on Saturday mornings?');
  expect((await appState(page)).react, 'typed before the page hydrated').toBe(false);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact-messages') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ firstName: 'Ana', lastName: 'Rosa', email: 'ana@example.com', message: 'Do you take walk-ins on Saturday mornings?' });
});

test.describe('when the page’s code cannot be fetched (a first visit, offline before the service worker keeps it)', () => {
  test('@phone a tap that could not start the app is forgotten, and the next tap, with the code back, starts it and counts once', async ({ page }) => {
    const app = /\/assets\/main-[\w-]+\.js$/;
    await page.route(app, (route) => route.abort('internetdisconnected'));
    await page.goto('/store', { waitUntil: 'networkidle' });
    const addToCart = page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    await page.waitForTimeout(1000);
    expect((await appState(page)).build, 'the app could not start').toBeNull();
    await page.unroute(app);
    await addToCart.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.waitForTimeout(500);
    await expect(page.getByTestId('cart-count'), 'the tap that did nothing is not replayed').toHaveText('1');
  });

  test('@phone the connection coming back starts the app it could not start while offline', async ({ page, context }) => {
    await page.goto('/store', { waitUntil: 'networkidle' });
    await context.setOffline(true);
    await page.getByRole('heading', { level: 1 }).first().tap();
    await page.waitForTimeout(1000);
    expect((await appState(page)).build, 'offline, and nothing kept the code').toBeNull();
    await context.setOffline(false);
    await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

test('@phone a page in the other language than the visitor’s (a copy kept from before the switch) is redrawn at once, without a touch', async ({ page, request, context, baseURL }) => {
  const english = await (await request.get('/about')).text();
  await context.addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  await page.route(/\/about$/, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: english }));
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: es('site.header.openMenu') })).toBeVisible();
});

test('@phone a page rendered in another year (a copy kept offline since) starts at once: its footer shows this year', async ({ page }) => {
  const later = new Date();
  later.setFullYear(later.getFullYear() + 1);
  await page.clock.setFixedTime(later);
  await page.goto('/about');
  await expect(page.getByText(`© ${later.getFullYear()}`)).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('@phone a first visit that is never used still installs the service worker, which keeps the page’s code: a first touch with the network gone starts the app', async ({ page, context }) => {
    await noUntouchedStart(page);
    await page.goto('/store', { waitUntil: 'networkidle' });
    await waitForServiceWorker(page);
    await page.waitForTimeout(UNTOUCHED_START_MS + 1000);
    expect((await appState(page)).build, 'the app has not started, nor by itself (Save-Data)').toBeNull();
    await context.setOffline(true);
    await page.getByRole('heading', { level: 1 }).first().tap();
    await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('@phone a later visit to / gets the server’s page, as every other page does, not the precached app shell', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForServiceWorker(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('#page-assets'), 'the pre-rendered page').toBeAttached();
    expect((await appState(page)).build, 'its app waits for its first use').toBeNull();
  });
});
