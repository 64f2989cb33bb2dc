import { expect, test, type Page } from './fixtures';
import { drawWholePage } from './app-shell';
import {
  barbersByName,
  bookViaApi,
  bookingDate,
  chooseBarber,
  continueButton,
  fillNewClient,
  pickDate,
  serviceId,
  slot,
  stepHeading,
  uniqueEmail,
} from './booking-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Not a check: screenshots of every wizard step and the success screen at phone and tablet size, for
 * a person to look at. Runs only with BOOKING_SCREENS=1 and writes to tests/e2e/.screens/ (gitignored).
 *   BOOKING_SCREENS=1 npx playwright test tests/e2e/booking-screens --project tablet
 */
const SIZES = [
  { size: 'phone', viewport: { width: 390, height: 844 }, time: '17:00' },
  { size: 'tablet', viewport: { width: 1024, height: 768 }, time: '18:00' },
] as const;
const date = bookingDate(2);
const email = uniqueEmail('screens');

const shot = async (page: Page, size: string, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await drawWholePage(page);
  await page.screenshot({ path: `tests/e2e/.screens/booking-${size}-${name}.png`, fullPage: true });
};

if (process.env.BOOKING_SCREENS) {
  test.describe.serial('booking screenshots', () => {
    for (const { size, viewport, time } of SIZES) {
      test(`every step at ${size} size`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await page.goto('/book');
        await expect(page.getByTestId('chemical-callout')).toBeVisible();
        await shot(page, size, '1-service');
        await page.getByRole('radio', { name: /^Corte \$/ }).click();
        await shot(page, size, '1-service-chosen');
        await continueButton(page).click();
        await expect(page.getByText('Please select a date first')).toBeVisible();
        await shot(page, size, '2-date-empty');
        await pickDate(page, date);
        await slot(page, time).click();
        await shot(page, size, '2-date-time');
        await continueButton(page).click();
        await expect(stepHeading(page)).toHaveText('Choose your barber');
        await page.getByRole('radio', { name: /^Luis Santiago/ }).click();
        await shot(page, size, '3-barber');
        await chooseBarber(page, 'Luis Santiago');
        if (size === 'phone') {
          await continueButton(page).click();
          await expect(page.getByText('Email is required')).toBeVisible();
          await shot(page, size, '4-info-missing');
          await fillNewClient(page, { email, firstName: 'Marta', lastName: 'Reyes', phone: '(787) 555-0163', notes: 'First visit' });
        } else {
          await page.getByLabel('Email').fill(email);
          await expect(page.getByTestId('welcome-back')).toBeVisible();
          await shot(page, size, '4-info-welcome-back');
          await page.getByRole('button', { name: 'Continue with saved information' }).click();
        }
        await expect(stepHeading(page)).toHaveText('Confirm your booking');
        await shot(page, size, '5-confirm');
        await page.getByRole('button', { name: 'Confirm & Book' }).click();
        await expect(page.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
        await page.screenshot({ path: `tests/e2e/.screens/booking-${size}-6-success.png` });
        await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
      });
    }

    test('offline notice and a busy preselected barber at phone size', async ({ page, context, request }) => {
      await page.setViewportSize(SIZES[0].viewport);
      const barbers = await barbersByName(request);
      const miguel = barbers['Miguel Torres']!;
      await bookViaApi(request, { barberId: miguel, serviceId: await serviceId(request, 'Barba'), date, time: '09:00' });
      await page.goto(`/book?barber=${miguel}`);
      await expect(page.getByTestId('booking-subtitle')).toHaveText('Booking with Miguel');
      await page.getByRole('radio', { name: /^Barba \$/ }).click();
      await context.setOffline(true);
      await expect(page.getByTestId('booking-offline')).toBeVisible();
      await shot(page, 'phone', 'x-offline');
      await context.setOffline(false);
      await continueButton(page).click();
      await pickDate(page, date);
      await slot(page, '09:00').click();
      await continueButton(page).click();
      await expect(page.getByTestId('preselected-busy')).toBeVisible();
      await shot(page, 'phone', 'x-preselected-busy');
    });
  });
}
