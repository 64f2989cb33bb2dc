import { expect, test } from './fixtures';
import { addDays, isSunday, shopDate } from '../../shared/domain/shop-time';
import { chooseService } from './booking-helpers';

// The browser runs in a zone whose calendar date differs from San Juan's right now: Kiritimati
// (UTC+14, a day ahead from 10:00 UTC) or Pago Pago (UTC-11, a day behind until 11:00 UTC).
// (Playwright's fake clock cannot be used: its Date breaks the zoned Date subclass the calendar uses.)
const utcHour = new Date().getUTCHours();
const browserZone = utcHour >= 10 || utcHour < 4 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
test.use({ timezoneId: browserZone });

test('the calendar disables past days and Sundays in shop time, not the browser zone', async ({ page }) => {
  const today = shopDate(new Date());
  await page.goto('/book');
  const browserToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  expect(browserToday, `browser zone ${browserZone} should be on another date than San Juan`).not.toBe(today);

  await chooseService(page, 'Barba');
  const day = (date: string) => page.locator(`.booking-calendar [data-day="${date}"]:not([data-outside]) button`);
  const month = today.slice(0, 7);
  const inMonth = (date: string) => date.startsWith(month);

  const yesterday = addDays(today, -1);
  if (inMonth(yesterday)) await expect(day(yesterday)).toBeDisabled();
  if (isSunday(today)) await expect(day(today)).toBeDisabled();
  else await expect(day(today)).toBeEnabled();
  const tomorrow = addDays(today, 1);
  if (inMonth(tomorrow)) {
    if (isSunday(tomorrow)) await expect(day(tomorrow)).toBeDisabled();
    else await expect(day(tomorrow)).toBeEnabled();
  }
  let sunday = addDays(today, 1);
  while (!isSunday(sunday)) sunday = addDays(sunday, 1);
  if (inMonth(sunday)) await expect(day(sunday)).toBeDisabled();
});

test('a link to a barber who does not exist preselects nobody', async ({ page }) => {
  await page.goto('/book?barber=999999');
  await expect(page.getByTestId('booking-subtitle')).not.toContainText('Booking with');
  await expect(page.getByRole('radio').first()).toBeVisible();
});
