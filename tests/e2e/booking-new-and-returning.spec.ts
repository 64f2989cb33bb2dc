import fs from 'node:fs/promises';
import { expect, test } from './fixtures';
import {
  bookingDate,
  chooseBarber,
  chooseService,
  continueButton,
  fillNewClient,
  pickDate,
  pickDateAndTime,
  slot,
  stepHeading,
  uniqueEmail,
} from './booking-helpers';

// One client books as new, then again as returning, at the same time (10:00) with another barber.
const date = bookingDate(1);
const TIME = '10:00';
const client = { email: uniqueEmail('new'), firstName: 'Ana', lastName: 'Diaz', phone: '787-555-0142', notes: 'Low fade, please' };

// One test with two steps (not a serial pair): a retry then runs both again from a clean shop.
test('a new client books through all five steps; the same client returns with saved information and the taken slot is gone for that barber', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await test.step('a new client books through all five steps and lands on home', async () => {
    await page.goto('/book');
    await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
    await chooseService(page, 'Corte');

    await expect(page.getByText('Please select a date first')).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await pickDateAndTime(page, date, TIME);

    await chooseBarber(page, 'Carlos Rivera');

    await fillNewClient(page, client);
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Profile saved');
    await expect(toast).toContainText('Your information has been saved for future appointments.');
    await expect(stepHeading(page)).toHaveText('Confirm your booking');

    const summary = page.getByTestId('booking-summary');
    for (const text of [
      'Carlos Rivera',
      'Corte',
      '10:00 AM',
      '45 minutes',
      '$35.00',
      'Ana Diaz',
      client.email,
      client.phone,
      client.notes,
    ]) {
      await expect(summary).toContainText(text);
    }
    await page.getByRole('button', { name: 'Confirm & Book' }).click();

    await expect(page.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
    await expect(page.getByText('Redirecting you to home...')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await fs.readFile(await download.path(), 'utf8');
    expect(ics).toContain(`DTSTART;TZID=America/Puerto_Rico:${date.replace(/-/g, '')}T100000`);
    expect(ics).toContain('SUMMARY:Corte with Carlos Rivera');

    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  });

  await test.step('the same client returns, continues with saved information, and the taken slot is gone for that barber', async () => {
    await page.goto('/book');
    await chooseService(page, 'Corte');
    await pickDate(page, date); // tomorrow may be in the next month
    // 10:00 is still Available (other barbers are free) but Carlos is no longer among them.
    await expect(slot(page, TIME)).toContainText('Available');
    await expect(slot(page, TIME)).not.toContainText('Carlos');
    await slot(page, TIME).click();
    await continueButton(page).click();

    await expect(page.getByRole('radio', { name: /^Carlos Rivera/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Javier Morales/ })).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await chooseBarber(page, 'No preference');

    await page.getByLabel('Email').fill(`  ${client.email.toUpperCase()} `);
    const welcome = page.getByTestId('welcome-back');
    await expect(welcome).toContainText('Welcome back!');
    await expect(welcome).toContainText('Ana');
    await expect(welcome).toContainText('42');
    await expect(welcome).not.toContainText('555');
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue with saved information' }).click();

    await expect(stepHeading(page)).toHaveText('Confirm your booking');
    await expect(page.getByTestId('booking-summary')).toContainText('No preference (any available barber)');
    await page.getByRole('button', { name: 'Confirm & Book' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  });
});
