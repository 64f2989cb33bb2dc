import { test as base } from '@playwright/test';
import { clearShopActivity } from './admin-dashboard-helpers';
import { moveShopClock, pinPageClock, workingDayTestOffset } from './shop-clock';
import { e2eLaunchOptions } from './find-chromium';

export * from '@playwright/test';

/**
 * The full Chromium, for a file that proves what the headless shell (every other file's browser,
 * playwright.config.ts) does not do as a phone's browser does: `test.use({ launchOptions: FULL_BROWSER })`.
 */
export const FULL_BROWSER = e2eLaunchOptions({ full: true });

/**
 * Playwright's `test`, with two automatic steps:
 * - each spec file, and a retried test (CI retries once; playwright.config.ts), starts from a shop with
 *   nothing booked: a worker runs many files one after another on its one server, and a spec's fixed
 *   times on today (a walk-in at 12:05 for Carlos) were refused now and then as taken by another file
 *   that ran before it in the same worker; nor can what a first try left behind make its retry fail;
 * - a test that works on today's list says `test.use({ workingDay: true })` and gets a working day
 *   whatever the date (shop-clock.ts): the run's server, its page and `shopNow()` stand on the same day.
 * Specs import `test` and `expect` from here.
 */
/** The spec file this worker ran last: a test of another file starts from a shop with nothing booked. */
let lastFile: string | undefined;

export const test = base.extend<{ cleanRetry: void; workingDay: boolean; rehearseNow: string | undefined; shopClock: void }>({
  cleanRetry: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it needs none
    async ({}, use, testInfo) => {
      if (testInfo.retry > 0 || testInfo.file !== lastFile) await clearShopActivity();
      lastFile = testInfo.file;
      await use();
    },
    { auto: true },
  ],
  workingDay: [false, { option: true }],
  /** An instant standing in for the machine's time, as E2E_NOW does for the whole run (a spec proving a Sunday sets it). */
  rehearseNow: [undefined, { option: true }],
  shopClock: [
    async ({ workingDay, rehearseNow, baseURL }, use) => {
      if (!workingDay) return use();
      await moveShopClock(baseURL!, workingDayTestOffset(Date.now(), rehearseNow ? { E2E_NOW: rehearseNow } : process.env));
      try {
        await use();
      } finally {
        await moveShopClock(baseURL!, 0); // the next test is on the machine's clock again
      }
    },
    { auto: true },
  ],
  context: async ({ context, shopClock }, use) => {
    void shopClock; // set first: the page's clock follows the server's
    await pinPageClock(context);
    await use(context);
  },
});
