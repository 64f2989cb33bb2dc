import type { Page } from '@playwright/test';

/**
 * Loads these paths as the app shell (index.html) instead of the server's pre-rendered page, whose
 * catalogue comes inside the HTML (docs/decisions/043-prerendering.md): for tests that stub an API
 * answer (`page.route('**\/api/products', …)`) and want the page to show it.
 */
export async function useAppShell(page: Page, ...paths: string[]) {
  await page.route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      return route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) });
    },
  );
}
