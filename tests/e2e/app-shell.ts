import { expect, type Page } from '@playwright/test';

/**
 * Loads these paths as the app shell (index.html) instead of the server's pre-rendered page, whose
 * catalogue comes inside the HTML (docs/decisions/043-prerendering.md): for tests that stub an API
 * answer (`page.route('**\/api/products', …)`) and want the page to show it.
 */
export async function useAppShell(page: Page, ...paths: string[]) {
  // On the context, not the page: once the service worker controls the page, its requests (the document
  // from its cache, the API through its fetch handler) pass the context's routes and never the page's.
  // Stub the API the same way (`page.context().route(...)`).
  await page.context().route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      return route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) });
    },
  );
}

/**
 * Starts a pre-rendered public page's app as a visitor does, by using the page (a pointer moving over
 * it: docs/decisions/052-code-on-first-use.md), and waits until it runs. Until its first use a public
 * page is the server's HTML; a test that needs the app without tapping anything first calls this.
 */
export async function usePage(page: Page) {
  // Two moves: a move to where the pointer already is would not be one.
  await page.mouse.move(3, 3);
  await page.mouse.move(7, 7);
  await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
}

/**
 * Draws every part of the page now, as a section link does (docs/decisions/053): parts below the screen
 * are otherwise drawn only near it, so a full-page screenshot shows them blank, and their containment
 * clips what would overflow them (a measure of the page's width would not see it).
 */
export async function drawWholePage(page: Page) {
  await page.evaluate(() => (document.documentElement.dataset.drawAll = ''));
}

/** React's complaints when a page's HTML and its first render differ (minified in a production build). */
export const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)/i;

/** Collects, from now on, the page's console errors that are hydration problems. */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && HYDRATION_PROBLEM.test(m.text())) errors.push(m.text());
  });
  return errors;
}
