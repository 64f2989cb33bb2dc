import { expect, test } from './fixtures';
import { shopDate } from '#shared/domain/shop-time';
import { today } from './admin-dashboard-helpers';
import { isWorkingDate, shopClockOffsetMs } from './shop-clock';

/**
 * The day a test stands on (shop-clock.ts, docs/decisions/061-tests-get-their-day.md): the run's
 * server, the page and the test agree on it. Rehearse a Sunday with
 *   E2E_NOW=2026-11-29T14:00:00-04:00 npx playwright test tests/e2e/shop-clock.spec.ts
 */
const serverNow = async (request: import('@playwright/test').APIRequestContext) =>
  new Date(((await (await request.get('/api/health')).json()) as { time: string }).time);

test.describe('a test that needs a working day', () => {
  test.use({ workingDay: true });

  test('gets one: the server, the page and the test stand on the same working day, and their clocks run', async ({ page, request }) => {
    expect(isWorkingDate(today()), `today is ${today()}`).toBe(true);
    expect(shopDate(await serverNow(request))).toBe(today());
    const clock = (await (await request.get('/api/test-clock')).json()) as { offsetMs: number };
    expect(clock.offsetMs).toBe(shopClockOffsetMs());

    await page.goto('/about');
    const pageNow = () => page.evaluate(() => Date.now());
    const first = await pageNow();
    expect(shopDate(new Date(first))).toBe(today());
    expect(Math.abs(first - (Date.now() + shopClockOffsetMs()))).toBeLessThan(60_000);
    await page.waitForTimeout(300);
    expect(await pageNow()).toBeGreaterThan(first); // a running clock, not a frozen one
  });
});

test('a test that does not ask stands on the machine’s clock, as does the server after a working-day test', async ({ page, request }) => {
  expect(shopClockOffsetMs()).toBe(0);
  expect(((await (await request.get('/api/test-clock')).json()) as { offsetMs: number }).offsetMs).toBe(0);
  expect(Math.abs((await serverNow(request)).getTime() - Date.now())).toBeLessThan(60_000);
  await page.goto('/about');
  expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
});
