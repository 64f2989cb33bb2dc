import { expect, type Page } from '@playwright/test';

/** Waits until a service worker is active and controls the page (docs/decisions/033-browser-tests-offline-and-push.md: before cutting the network). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * What a request the service worker passes to the network gets: an HTTP status, or 'failed' when
 * the network is cut. (An image outside the precache goes through the worker's cache-first route.)
 */
export function workerFetch(page: Page, path = `/images/not-cached-${Date.now()}.svg`): Promise<number | 'failed'> {
  return page.evaluate(
    (p) =>
      fetch(p).then(
        (r) => r.status,
        () => 'failed' as const,
      ),
    path,
  );
}

export const offlineBanner = (page: Page) => page.getByTestId('offline-banner');
