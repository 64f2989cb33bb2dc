import { test as base } from '@playwright/test';
import { clearShopActivity } from './admin-dashboard-helpers';

export * from '@playwright/test';

/**
 * Playwright's `test`, with one automatic step: a retried test (CI retries once; playwright.config.ts)
 * starts from a shop with nothing booked, so what its first try left behind (a slot it took, a block
 * it added) cannot make the retry fail. Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ cleanRetry: void }>({
  cleanRetry: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it needs none
    async ({}, use, testInfo) => {
      if (testInfo.retry > 0) await clearShopActivity();
      await use();
    },
    { auto: true },
  ],
});
