import { expect, test } from './fixtures';
import { SLOT_TAKEN_MESSAGE } from '#shared/schemas/appointment';
import {
  barbersByName,
  bookViaApi,
  bookingDate,
  chooseBarber,
  chooseService,
  continueButton,
  fillNewClient,
  pickDate,
  pickDateAndTime,
  serviceId,
  slot,
  stepHeading,
  uniqueEmail,
} from './booking-helpers';

// Times used here (others are used by other booking specs): 14:00 for everyone, 15:00.
const date = bookingDate(1);

test('a time booked with every barber shows Booked and cannot be clicked', async ({ page, request }) => {
  const barbers = await barbersByName(request);
  const corte = await serviceId(request, 'Corte');
  for (const barberId of Object.values(barbers)) await bookViaApi(request, { barberId, serviceId: corte, date, time: '14:00' });

  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDate(page, date);
  await expect(slot(page, '14:00')).toContainText('Booked');
  await expect(slot(page, '14:00')).toBeDisabled();
  // A 45-minute cut overlaps 14:00–14:45 when it starts at 13:30 or 14:30 too; 13:00 still fits before.
  await expect(slot(page, '13:30')).toContainText('Booked');
  await expect(slot(page, '14:30')).toContainText('Booked');
  await expect(slot(page, '13:00')).toContainText('Available');
  await expect(slot(page, '13:00')).toContainText('Carlos, Javier, Luis, Miguel');
  await expect(continueButton(page)).toBeDisabled();
});

test('a time taken while confirming: the wizard says so and returns to Date & Time with fresh times', async ({ page, request }) => {
  const barbers = await barbersByName(request);
  const luis = barbers['Luis Santiago']!;
  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, date, '15:00');
  await chooseBarber(page, 'Luis Santiago');
  await fillNewClient(page, { email: uniqueEmail('race'), firstName: 'Rafa', lastName: 'Ortiz', phone: '787 555 0177' });
  await expect(stepHeading(page)).toHaveText('Confirm your booking');

  // Someone else takes Luis at 15:00 first.
  await bookViaApi(request, { barberId: luis, serviceId: await serviceId(request, 'Corte'), date, time: '15:00' });
  await page.getByRole('button', { name: 'Confirm & Book' }).click();

  await expect(page.getByTestId('toast')).toContainText(SLOT_TAKEN_MESSAGE);
  await expect(stepHeading(page)).toHaveText('Pick a date and time');
  await expect(slot(page, '15:00')).toHaveAttribute('aria-pressed', 'false');
  await expect(slot(page, '15:00')).toContainText('Available');
  await expect(slot(page, '15:00')).not.toContainText('Luis');
  await expect(continueButton(page)).toBeDisabled();
});
