import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { chooseService, pickDate, slot } from './booking-helpers';
import { addWalkInViaApi, catalogue, choose, dayAhead, openTab, tag, toast } from './admin-dashboard-helpers';

// Days used here: dayAhead(12) (every barber blocked 16:00–17:00), dayAhead(13) (Carlos 10:00).
test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
  await openTab(page, 'Schedule');
  await expect(page.getByRole('heading', { name: 'Schedule Management' })).toBeVisible();
});

const form = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Block Time Slots' });

async function fillBlock(
  page: import('@playwright/test').Page,
  b: { barber: string; date: string; from: string; to: string; reason: string },
) {
  await choose(page, form(page), 'Barber', b.barber);
  await form(page).getByLabel('Start Date').fill(b.date);
  await form(page).getByLabel('End Date').fill(b.date);
  await form(page).getByLabel('Start Time').fill(b.from);
  await form(page).getByLabel('End Time').fill(b.to);
  await form(page).getByLabel('Reason').fill(b.reason);
}

test('every field is required; dates start today and times stay within 9:00–19:00', async ({ page }) => {
  await form(page).getByLabel('Reason').fill('Training');
  await form(page).getByRole('button', { name: 'Block Time Slot' }).click();
  await expect(toast(page)).toContainText('Missing Information');
  await expect(toast(page)).toContainText('Please fill in all required fields.');
  const start = form(page).getByLabel('Start Date');
  await expect(start).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await start.fill(dayAhead(5));
  await expect(form(page).getByLabel('End Date')).toHaveAttribute('min', dayAhead(5));
  await expect(form(page).getByLabel('Start Time')).toHaveAttribute('min', '09:00');
  await expect(form(page).getByLabel('Start Time')).toHaveAttribute('max', '19:00');
  await form(page).getByLabel('Start Time').fill('10:00');
  await expect(form(page).getByLabel('End Time')).toHaveAttribute('min', '10:00');
});

test('a block for all barbers shows Booked on /book, and removing it frees the time again', async ({ page }) => {
  test.slow(); // a long journey: the block, then two more tabs each opening /book cold
  const date = dayAhead(12);
  const reason = `Staff meeting ${tag()}`;
  await fillBlock(page, { barber: 'All Barbers', date, from: '16:00', to: '17:00', reason });
  await form(page).getByRole('button', { name: 'Block Time Slot' }).click();
  await expect(toast(page)).toContainText('Time Slot Blocked');
  const item = page.getByTestId('blocked-item').filter({ hasText: reason });
  await expect(item).toContainText('All Barbers');
  await expect(item).toContainText('4:00 PM – 5:00 PM');
  await expect(form(page).getByLabel('Reason')).toHaveValue('');

  const book = await page.context().newPage();
  await book.goto('/book');
  await chooseService(book, 'Corte');
  await pickDate(book, date);
  for (const time of ['15:30', '16:00', '16:30']) {
    await expect(slot(book, time)).toContainText('Booked');
    await expect(slot(book, time)).toBeDisabled();
  }
  await expect(slot(book, '17:00')).toContainText('Available');

  await item.getByRole('button', { name: /^Remove blocked slot/ }).click();
  await page.getByRole('alertdialog', { name: 'Remove This Block?' }).getByRole('button', { name: 'Remove Block' }).click();
  await expect(toast(page)).toContainText('Blocked Slot Removed');
  await expect(item).toHaveCount(0);
  // A fresh tab: a reload keeps the wizard's step and choices for its own tab (docs/decisions/069-visitor-never-stuck.md).
  const again = await page.context().newPage();
  await again.goto('/book');
  await chooseService(again, 'Corte');
  await pickDate(again, date);
  await expect(slot(again, '16:00')).toContainText('Available');
});

test('a block over a live appointment is refused with the server’s message naming it', async ({ page }) => {
  const date = dayAhead(13);
  const { barber, service } = await catalogue(page.request);
  const carlos = barber('Carlos');
  const name = `Overlap Ortiz ${tag()}`;
  await addWalkInViaApi(page, { barberId: carlos.id, serviceId: service('Corte').id, date, time: '10:00', clientName: name });

  await fillBlock(page, { barber: carlos.name, date, from: '09:00', to: '12:00', reason: 'Dentist' });
  await form(page).getByRole('button', { name: 'Block Time Slot' }).click();
  await expect(page.getByTestId('block-refusal')).toContainText('10:00 AM');
  await expect(page.getByTestId('block-refusal')).toContainText(name.split(' ')[0]!);
  await expect(toast(page)).toContainText('10:00 AM');
  await expect(page.getByTestId('blocked-item').filter({ hasText: 'Dentist' })).toHaveCount(0);
});
