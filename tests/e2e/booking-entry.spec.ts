import { expect, test } from './fixtures';
import { SHOP } from '#shared/shop';
import {
  barbersByName,
  bookViaApi,
  bookingDate,
  chooseService,
  continueButton,
  pickDate,
  pickDateAndTime,
  serviceId,
  stepHeading,
} from './booking-helpers';
import { usePage } from './app-shell';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Times used here (others are used by other booking specs): 11:00.
const date = bookingDate(1);

test('the chemical service cannot be chosen and shows the call-the-shop call-out @phone', async ({ page }) => {
  await page.goto('/book');
  const callout = page.getByTestId('chemical-callout');
  await expect(callout).toContainText('Servicios de Químico');
  await expect(callout).toContainText('For chemical services:');
  await expect(callout).toContainText(
    'Call the barbershop for evaluation and guidance. Everything depends on the type of work and hair length.',
  );
  await expect(callout.getByRole('link', { name: /Call/ })).toHaveAttribute('href', SHOP.phoneHref);
  await expect(page.getByRole('radio', { name: /Químico/ })).toHaveCount(0);
  await callout.click();
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByRole('radio')).toHaveCount(3);
});

test('?barber={id} preselects the barber and says who the booking is with @phone', async ({ page, request }) => {
  const barbers = await barbersByName(request);
  await page.goto(`/book?barber=${barbers['Javier Morales']}`);
  await expect(page.getByTestId('booking-subtitle')).toHaveText('Booking with Javier');
  await chooseService(page, 'Barba');
  await pickDateAndTime(page, date, '12:30');
  await expect(page.getByRole('radio', { name: /^Javier Morales/ })).toBeChecked();
  await expect(continueButton(page)).toBeEnabled();
});

test('a preselected barber who is busy at the chosen time is named, and another can be picked', async ({ page, request }) => {
  const barbers = await barbersByName(request);
  const carlos = barbers['Carlos Rivera']!;
  await bookViaApi(request, { barberId: carlos, serviceId: await serviceId(request, 'Corte'), date, time: '11:00' });

  await page.goto(`/book?barber=${carlos}`);
  await expect(page.getByTestId('booking-subtitle')).toHaveText('Booking with Carlos');
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, date, '11:00');
  await expect(page.getByTestId('preselected-busy')).toContainText('Carlos Rivera is not available at 11:00 AM');
  await expect(continueButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: /^No preference/ }).click();
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Your information');
});

test('offline, the wizard says plainly that booking needs a connection', async ({ page, context }) => {
  await page.goto('/book');
  await expect(page.getByRole('radio').first()).toBeVisible();
  // The page's code has loaded (it loads on the page's first use: docs/decisions/052) before the connection drops.
  await usePage(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByTestId('booking-offline')).toContainText('Booking needs an internet connection');
  await page.getByRole('radio', { name: /^Corte \$/ }).click();
  await continueButton(page).click();
  await pickDate(page, date); // tomorrow may be in the next month
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load available times' })).toContainText(
    'Booking needs an internet connection',
  );
  // Back online, the paused look-up resumes by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('booking-offline')).toHaveCount(0);
  await expect(page.locator('button.booking-slot').first()).toBeVisible();
});
