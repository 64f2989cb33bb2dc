import { expect, test } from './fixtures';
import { to12Hour } from '#shared/domain/shop-time';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, choose, tag, toast, today, todayRow } from './admin-dashboard-helpers';

// Today's times used here: Carlos 09:05, Javier 10:10, Luis 11:15 (other dashboard specs use other times).
// Walk-ins land in today's list: on a Sunday these tests stand on Monday (shop-clock.ts).
test.use({ workingDay: true });

test('stat cards show the four figures', async ({ page }) => {
  await signInAsStaff(page);
  const stats = page.getByRole('region', { name: 'Today at a glance' });
  for (const label of ["Today's Appointments", 'Revenue Today', 'This Week', 'New Clients'])
    await expect(stats.getByText(label)).toBeVisible();
  await expect(stats.getByText(/^\$\d[\d,]*\.\d{2}$/)).toBeVisible();
});

test('Add Walk-in: the spec’s messages on an empty form, then a walk-in that lands in today’s list', async ({ page }) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const carlos = barber('Carlos');
  const name = `Walter Inn ${tag()}`;

  await page.getByRole('button', { name: 'Add Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Walk-in' });
  await expect(dialog.getByLabel('Date')).toHaveValue(today());
  await dialog.getByRole('button', { name: 'Add Walk-in' }).click();
  for (const message of [
    'Please select a barber',
    'Please select a service',
    'Please select a time',
    'Name must be at least 2 characters',
    'Phone number must be at least 10 digits',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel('Barber')).toBeFocused(); // the first field with a message
  await dialog.getByLabel('Email (optional)').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Walk-in' }).click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();

  await choose(page, dialog, 'Barber', carlos.name);
  await choose(page, dialog, 'Service', new RegExp(`^${service('Corte').name} ·`));
  await dialog.getByLabel('Date').fill(today());
  await dialog.getByLabel('Time').fill('09:05');
  await dialog.getByLabel('Client Name').fill(name);
  await dialog.getByLabel('Phone').fill('787-555-0142');
  await dialog.getByLabel('Email (optional)').fill(`walter-${tag()}@example.com`);
  await dialog.getByLabel('Notes (optional)').fill('Skin fade');
  await dialog.getByRole('button', { name: 'Add Walk-in' }).click();

  await expect(toast(page)).toContainText('Walk-in Added');
  await expect(toast(page)).toContainText('Walk-in appointment has been successfully added.');
  await expect(dialog).toBeHidden();

  // Reopened, the form is reset: today's date, everything else empty.
  await page.getByRole('button', { name: 'Add Walk-in' }).click();
  await expect(dialog.getByLabel('Date')).toHaveValue(today());
  await expect(dialog.getByLabel('Client Name')).toHaveValue('');
  await expect(dialog.getByLabel('Time')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const row = todayRow(page, name);
  await expect(row).toContainText('9:05 AM');
  await expect(row).toContainText('787-555-0142');
  await expect(row).toContainText('@example.com');
  await expect(row).toContainText(carlos.name);
  await expect(row).toContainText('Corte');
  await expect(row).toContainText('Walk-in');
});

test('Cancel asks first, stays disabled while cancelling, then the row leaves today’s list', async ({ page }) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const name = `Cancel Mee ${tag()}`;
  await addWalkInViaApi(page, {
    barberId: barber('Javier').id,
    serviceId: service('Barba').id,
    date: today(),
    time: '10:10',
    clientName: name,
  });
  await page.reload();

  const row = todayRow(page, name);
  await expect(row).toContainText(to12Hour('10:10'));
  await row.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to cancel the appointment for ${name}?`);
  await confirm.getByRole('button', { name: 'Keep Appointment' }).click();
  await expect(row).toBeVisible();

  // Hold the DELETE so the pending state can be seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/appointments/*', async (route) => {
    if (route.request().method() === 'DELETE') await held;
    await route.continue();
  });
  await row.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();

  await expect(toast(page)).toContainText('Appointment Cancelled');
  await expect(toast(page)).toContainText('Appointment has been successfully cancelled.');
  await expect(row).toHaveCount(0);
});

test('a staff change after the session ended says Unauthorized and goes to the login', async ({ page }) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const name = `Late Shift ${tag()}`;
  await addWalkInViaApi(page, {
    barberId: barber('Luis').id,
    serviceId: service('Barba').id,
    date: today(),
    time: '11:15',
    clientName: name,
  });
  await page.reload();
  await expect(todayRow(page, name)).toBeVisible();

  expect((await page.request.post('/api/admin/auth/logout')).ok()).toBe(true);
  await todayRow(page, name).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(toast(page)).toContainText('Unauthorized');
  await expect(toast(page)).toContainText('You are logged out. Logging in again...');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
