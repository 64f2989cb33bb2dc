import { expect, test, type Page } from './fixtures';
import { addDays, isSunday, shopDate } from '#shared/domain/shop-time';
import { chooseService } from './booking-helpers';

// The browser runs in a zone whose calendar date differs from San Juan's right now: Kiritimati
// (UTC+14, a day ahead from 10:00 UTC) or Pago Pago (UTC-11, a day behind until 11:00 UTC).
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

async function offersDaysUpToTheHorizon(page: Page) {
  const rules = await (await page.request.get('/api/booking-rules')).json();
  const last: string = rules.lastBookableDate;
  await page.goto('/book');
  await chooseService(page, 'Barba');
  const next = page.getByRole('button', { name: /next month/i });
  const day = (date: string) => page.locator(`.booking-calendar [data-day="${date}"]:not([data-outside]) button`);
  for (let i = 0; i < 6 && !(await day(last).isVisible()); i++) await next.click();
  if (isSunday(last)) await expect(day(last)).toBeDisabled();
  else await expect(day(last)).toBeEnabled();
  const after = addDays(last, 1);
  if (after.slice(0, 7) === last.slice(0, 7)) await expect(day(after)).toBeDisabled();
  await expect(next).toBeDisabled(); // no month after the horizon's
  await page.screenshot({ path: test.info().outputPath('calendar-horizon.png') });
}

test('the calendar offers days up to the booking horizon (GET /api/booking-rules) and no further', async ({ page }) => {
  await offersDaysUpToTheHorizon(page);
});

test('the calendar stops at the booking horizon on a phone @phone', async ({ page }) => {
  await offersDaysUpToTheHorizon(page);
});
