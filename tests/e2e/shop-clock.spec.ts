import { expect, test } from './fixtures';
import { shopDate } from '#shared/domain/shop-time';
import { addWalkInViaApi, catalogue, tag, today, todayRow } from './admin-dashboard-helpers';
import { signInAsStaff } from './admin-helpers';
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

test.describe('on a Sunday afternoon in San Juan, whatever the machine’s date', () => {
  test.use({ workingDay: true, rehearseNow: '2026-11-29T14:00:00-04:00' });

  test('a test that needs a working day stands on Monday: a walk-in added for today is on the dashboard’s list for today', async ({
    page,
  }) => {
    expect(today()).toBe('2026-11-30');
    expect(shopDate(await serverNow(page.request))).toBe('2026-11-30');
    await signInAsStaff(page);
    expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).toBe('2026-11-30'); // the page runs in San Juan's zone
    const { barber, service } = await catalogue(page.request);
    const name = `Monday Proof ${tag()}`;
    await addWalkInViaApi(page, {
      barberId: barber('Miguel').id,
      serviceId: service('Barba').id,
      date: today(),
      time: '13:50',
      clientName: name,
    });
    await page.reload();
    await expect(todayRow(page, name)).toBeVisible();
  });
});

test('a test that does not ask stands on the machine’s clock, as does the server after a working-day test', async ({ page, request }) => {
  expect(shopClockOffsetMs()).toBe(0);
  expect(((await (await request.get('/api/test-clock')).json()) as { offsetMs: number }).offsetMs).toBe(0);
  expect(Math.abs((await serverNow(request)).getTime() - Date.now())).toBeLessThan(60_000);
  await page.goto('/about');
  expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
});
