import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { BENCH_STAFF, startApp, type RunningApp } from '../bench/start-app';
import { workingDayTestOffset } from './shop-clock';

/**
 * `npm run demo`'s shop (its own server and embedded PostgreSQL, beside the run's shared one) at
 * phone and tablet size: the dashboard shows a working month, and every tab fits the screen.
 * Screenshots go to tests/e2e/.screens/demo-*.png for a person to look at.
 */
let app: RunningApp | undefined;
/**
 * The demo shop stands on a working day, so "Today at a glance" has a day's takings: on a Sunday (closed)
 * its clock, its month of data and the page's clock are moved on to Monday (shop-clock.ts).
 */
const offsetMs = workingDayTestOffset();
test.beforeAll(async () => {
  test.setTimeout(240_000);
  app = await startApp({
    demo: true,
    distDir: process.env.E2E_DIST_DIR ?? path.join(process.env.E2E_DATA_DIR!, 'dist'),
    clockOffsetMs: offsetMs,
  });
});
test.afterAll(async () => {
  await app?.stop();
});

const SIZES = [
  { name: 'tablet', width: 1024, height: 768, tag: '' },
  { name: 'phone', width: 390, height: 844, tag: ' @phone' },
] as const;

async function signIn(page: Page) {
  if (offsetMs !== 0) await page.clock.install({ time: new Date(Date.now() + offsetMs) });
  await page.goto(`${app!.url}/admin/login`);
  await page.getByLabel('Username').fill(BENCH_STAFF.username);
  await page.getByLabel('Password').fill(BENCH_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A month of data on a shared test machine: the first load may take a while.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}

for (const size of SIZES) {
  test(`the demo shop's dashboard works and fits a ${size.name} screen${size.tag}`, async ({ page }) => {
    test.setTimeout(240_000); // seven tabs of a month's data on a shared, often overloaded test machine
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (what: string) => page.screenshot({ path: `tests/e2e/.screens/demo-${what}-${size.name}.png` });
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    const open = async (tab: string) => {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    };
    await signIn(page);

    // The eight tabs sit on one row, whatever the width: all in view on a tablet; on a phone the row
    // scrolls sideways inside itself (the page never does), and the last one scrolls into view.
    const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops).toHaveLength(8);
    expect(new Set(tops).size).toBe(1);
    const inbox = page.getByRole('tab', { name: 'Inbox' });
    if (size.width >= 768) expect(await inbox.evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(size.width);
    await inbox.scrollIntoViewIfNeeded();
    expect(await inbox.evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(size.width);
    await page.getByRole('tab', { name: 'Manage' }).scrollIntoViewIfNeeded();
    await open('Manage'); // the dashboard opens on the Floor (decision 071)
    const stats = page.getByRole('region', { name: 'Today at a glance' });
    await expect(stats).not.toContainText('$0.00');
    await fits();
    await shot('manage');

    await open('Clients');
    await expect(page.getByTestId('client-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Send Reminder to / }).first()).toBeVisible();
    await fits();
    await shot('clients');

    await open('Appointments');
    // A thousand rows: the tab opens on today and upcoming, fifty at a time, and Show more brings the
    // next fifty (decision 057). (Generous limits: a shared test machine is often several times slower than a tablet.)
    await expect(page.getByTestId('appointment-row').nth(49)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('appointment-row')).toHaveCount(50);
    await expect(page.getByText(/^Showing 50 of \d+ appointments$/)).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByTestId('appointment-row').nth(99)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Manage' }).click({ timeout: 10_000 });
    await open('Appointments');
    await fits();
    await shot('appointments');

    await open('Schedule');
    await expect(page.getByText('Staff meeting')).toBeVisible();
    await fits();
    await shot('schedule');

    await open('Orders');
    await expect(page.getByTestId('low-stock')).toContainText('Clay Pomade: 1 left');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await fits();
    await shot('orders');

    await open('Analytics');
    await expect(page.getByRole('table', { name: 'Barber Performance' })).toBeVisible();
    await fits();
    await shot('analytics');

    await page.getByTestId('inbox-button').click();
    await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('inbox-message')).toHaveCount(5);
    await expect(page.getByRole('button', { name: /^Client record for / })).toHaveCount(1);
    await expect(page.getByText('Email sent')).toBeVisible();
    await fits();
    await shot('inbox');
  });
}
