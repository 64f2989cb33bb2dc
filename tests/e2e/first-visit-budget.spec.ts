import { expect, FULL_BROWSER, test } from './fixtures';
import { usePage } from './app-shell';

/**
 * A first visit to `/` on a phone transfers at most 200 KB in all (decision 047: HTML, CSS, JS, fonts,
 * images, API), counted as the browser's own network log counts it (CDP `encodedDataLength`: headers and
 * bodies as they travelled), with a cold cache and no service worker; in Spanish too, whose messages
 * are a little longer (decision 046). The visit uses the page, so its code (which loads on a page's first use,
 * docs/decisions/052-code-on-first-use.md) is counted too. `npm run bench:transfer -- --detail` prints the same count request by
 * request.
 */
const BUDGET = 200_000;

test.use({ serviceWorkers: 'block' });
// What a phone's browser downloads: the full browser asks for the site's icon and loads images ahead as
// a phone's does; the shell fetches no icon and more images (docs/decisions/110).
test.use({ launchOptions: FULL_BROWSER });

for (const locale of ['en-US', 'es-PR']) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`@phone a first visit to / transfers at most 200 KB, headers included (${locale})`, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const urls = new Map<string, string>();
      const sizes: Array<{ url: string; bytes: number }> = [];
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      cdp.on('Network.loadingFinished', (e) => sizes.push({ url: urls.get(e.requestId) ?? '?', bytes: e.encodedDataLength }));
      let inFlight = 0;
      cdp.on('Network.requestWillBeSent', () => inFlight++);
      cdp.on('Network.loadingFinished', () => inFlight--);
      cdp.on('Network.loadingFailed', () => inFlight--);
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await usePage(page);
      await page.waitForTimeout(500);
      await expect.poll(() => inFlight, { message: 'the code the start asked for has arrived' }).toBe(0);
      const total = sizes.reduce((sum, r) => sum + r.bytes, 0);
      const detail = sizes
        .sort((a, b) => b.bytes - a.bytes)
        .map((r) => `${r.bytes} ${r.url}`)
        .join('\n');
      expect(total, `${sizes.length} requests:\n${detail}`).toBeLessThanOrEqual(BUDGET);
    });
  });
}
