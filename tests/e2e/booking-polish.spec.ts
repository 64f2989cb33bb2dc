import { expect, test } from './fixtures';
import {
  backButton,
  bookingDate,
  chooseBarber,
  chooseService,
  continueButton,
  fillNewClient,
  pickDateAndTime,
  stepHeading,
  uniqueEmail,
} from './booking-helpers';

test('a new client who goes Back from Confirm and Continues again still sees his full name and phone', async ({ page }) => {
  const client = { email: uniqueEmail('back'), firstName: 'Bruno', lastName: 'Backtrack', phone: '787-555-0163' };
  await page.goto('/book');
  await chooseService(page, 'Barba');
  await pickDateAndTime(page, bookingDate(2), '15:30');
  await chooseBarber(page, 'Javier Morales');
  await fillNewClient(page, client);
  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toContainText('Bruno Backtrack');

  await backButton(page).click();
  await expect(stepHeading(page)).toHaveText('Your information');
  // The details just saved come back editable, so a typo can be fixed (docs/decisions/069-visitor-never-stuck.md).
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Bruno');
  await expect(page.getByLabel('Phone')).toHaveValue(client.phone);
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await expect(summary).toContainText('Bruno Backtrack');
  await expect(summary).toContainText(client.phone);
  await expect(summary).not.toContainText('•');
});

test('on a phone the "Profile saved" toast never covers Confirm & Book @phone', async ({ page }) => {
  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, bookingDate(3), '16:30');
  await chooseBarber(page, 'Miguel');
  await fillNewClient(page, { email: uniqueEmail('phone'), firstName: 'Pablo', lastName: 'Phone', phone: '787-555-0164' });
  await expect(page.getByTestId('toast')).toContainText('Profile saved');
  const confirm = page.getByRole('button', { name: 'Confirm & Book' });
  // Read down the summary to the button: it ends near the bottom of the screen, where the thumb is.
  await confirm.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 24)));
  const [a, b] = [await page.getByTestId('toast').boundingBox(), await confirm.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap).toBe(false);
  await confirm.click({ trial: true, timeout: 2_000 }); // nothing on top of it

  // The success screen's 'Remind me before my appointment' keeps its words inside the button.
  await confirm.click();
  const remind = page.getByRole('button', { name: 'Remind me before my appointment' });
  await expect(remind).toBeVisible();
  const { scroll, client } = await remind.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(scroll).toBeLessThanOrEqual(client + 1);
  expect(client).toBeGreaterThanOrEqual(40);
});

test('on a phone each step starts at its top with its title focused, by Continue, Back or the browser’s Back @phone', async ({ page }) => {
  await page.goto('/book');
  await page.getByRole('radio', { name: /Corte/ }).first().click();
  const atTop = () => page.evaluate(() => Math.round(window.scrollY));
  await continueButton(page).scrollIntoViewIfNeeded();
  expect(await atTop()).toBeGreaterThan(0); // the service list is longer than a phone's screen
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Pick a date and time');
  expect(await atTop()).toBe(0);
  await expect(stepHeading(page)).toBeFocused();
  await backButton(page).scrollIntoViewIfNeeded();
  await backButton(page).click();
  await expect(stepHeading(page)).toHaveText('Choose a service');
  expect(await atTop()).toBe(0);
  await expect(stepHeading(page)).toBeFocused();
  await continueButton(page).scrollIntoViewIfNeeded();
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Pick a date and time');
  await page.evaluate(() => window.scrollBy(0, 400));
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Choose a service');
  await expect.poll(atTop).toBe(0);
  await expect(stepHeading(page)).toBeFocused();
});
