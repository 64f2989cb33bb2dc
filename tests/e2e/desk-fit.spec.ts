import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { today } from './admin-dashboard-helpers';
import { dayOf22 } from './desk-day';

/**
 * The front desk on its 1024×768 tablet (decision 057): a day of 22 appointments fits in two screens
 * of today's list, every row still showing what the spec lists.
 */

/** Today's list answered with a made-up day of 22 (whatever today's weekday, whatever the run booked). */
async function withDayOf22(page: Page) {
  const day = dayOf22(today());
  await page.route(/\/api\/appointments\?date=today$/, (route) => route.fulfill({ json: day }));
  return day;
}

/** Rows wholly in view below the sticky header, and the distance from one row's top to the next. */
const onScreen = (page: Page) =>
  page.getByTestId('today-row').evaluateAll((rows) => {
    const header = document.querySelector('.admin-header')?.getBoundingClientRect().bottom ?? 0;
    const boxes = rows.map((r) => r.getBoundingClientRect());
    return {
      visible: boxes.filter((b) => b.top >= header - 0.5 && b.bottom <= window.innerHeight + 0.5).length,
      pitch: (boxes.at(-1)!.top - boxes[0]!.top) / (boxes.length - 1),
    };
  });

test("today's list: a day of 22 fits in two screens of the 1024×768 tablet, each row with the spec's labels", async ({ page }) => {
  const day = await withDayOf22(page);
  await signInAsStaff(page);
  const rows = page.getByTestId('today-row');
  await expect(rows).toHaveCount(22);

  // Every row: 12-hour time, client name, phone, email when there is one, barber and service badges,
  // Walk-in when it is one, and Cancel.
  for (const i of [0, 3, 4]) {
    const a = day[i]!;
    const row = rows.nth(i);
    for (const text of [a.clientName, a.clientPhone, a.barberName, a.serviceName]) await expect(row).toContainText(text);
    if (a.clientEmail) await expect(row).toContainText(a.clientEmail);
    await expect(row.getByText('Walk-in', { exact: true })).toHaveCount(a.isWalkIn ? 1 : 0);
    await expect(row.getByRole('button', { name: `Cancel appointment for ${a.clientName}` })).toBeVisible();
  }
  await expect(rows.nth(0)).toContainText('9:00 AM');
  await expect(rows.nth(7)).toContainText('12:30 PM');

  await rows.first().evaluate((r) => {
    const header = document.querySelector('.admin-header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, r.getBoundingClientRect().top - header - 8);
  });
  const { visible, pitch } = await onScreen(page);
  await page.screenshot({ path: 'tests/e2e/.screens/today-22-tablet.png' });
  expect(visible, `rows on one screen (a row every ${pitch} px)`).toBeGreaterThanOrEqual(11);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});

test("today's list on a 390 px phone: rows stay whole and compact, Cancel in view @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const day = await withDayOf22(page);
  await signInAsStaff(page);
  const rows = page.getByTestId('today-row');
  await expect(rows).toHaveCount(22);
  await rows.first().evaluate((r) => {
    const header = document.querySelector('.admin-header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, r.getBoundingClientRect().top - header - 8);
  });
  const { visible, pitch } = await onScreen(page);
  await page.screenshot({ path: 'tests/e2e/.screens/today-22-phone.png' });
  expect(visible, `rows on one screen (a row every ${pitch} px)`).toBeGreaterThanOrEqual(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const cancel = (await rows
    .nth(2)
    .getByRole('button', { name: `Cancel appointment for ${day[2]!.clientName}` })
    .boundingBox())!;
  expect(cancel.x + cancel.width).toBeLessThanOrEqual(390);
});
