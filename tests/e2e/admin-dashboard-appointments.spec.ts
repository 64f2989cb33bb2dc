import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, choose, dayAhead, openTab, sundayAhead, tag, toast } from './admin-dashboard-helpers';
import { goOffline, serverAppointments } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// dayAhead(10): Luis 11:00 (moved to Miguel 12:00), Carlos 13:00. dayAhead(17): Javier 15:30 (deleted offline).
const row = (page: Page, name: string) => page.getByTestId('appointment-row').filter({ hasText: name });
const filterTo = async (page: Page, barber: string, date: string) => {
  await choose(page, page, 'Filter by barber', barber);
  await choose(page, page, 'Filter by date', 'Pick a date');
  await page.getByLabel('Date', { exact: true }).fill(date);
};

test('filters by barber and date, moves an appointment in the edit dialog, refuses an overlap, deletes', async ({ page }) => {
  // Nine steps with five dialogs and selects: 11 s on a quiet 2-core machine, 21 s beside a second
  // worker, 27-32 s with six busy processes beside it (2026-11-28); it ran out of 45 s twice in CI.
  test.setTimeout(90_000);
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const [luis, miguel, carlos] = [barber('Luis'), barber('Miguel'), barber('Carlos')];
  const date = dayAhead(10);
  const name = `Edith Move${tag()}`;
  const other = `Otto Taken${tag()}`;
  await addWalkInViaApi(page, { barberId: luis.id, serviceId: service('Corte').id, date, time: '11:00', clientName: name });
  await addWalkInViaApi(page, { barberId: carlos.id, serviceId: service('Corte').id, date, time: '13:00', clientName: other });

  await openTab(page, 'Appointments');
  for (const c of ['Date', 'Time', 'Client', 'Service', 'Barber', 'Status', 'Actions'])
    await expect(page.getByRole('columnheader', { name: c })).toBeVisible();
  await filterTo(page, luis.name, date);
  await expect(row(page, name)).toContainText('11:00 AM');
  await expect(row(page, name).locator('[data-status="confirmed"]')).toHaveText('confirmed');
  await expect(row(page, other)).toHaveCount(0);

  // Edit: to Miguel at 12:00.
  await row(page, name)
    .getByRole('button', { name: `Edit appointment for ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(dialog.getByLabel('Date')).toHaveValue(date);
  await expect(dialog.getByLabel('Time')).toHaveValue('11:00');
  await choose(page, dialog, 'Barber', miguel.name);
  await dialog.getByLabel('Time').fill('12:00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Appointment Updated');
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toHaveCount(0); // no longer Luis's
  await choose(page, page, 'Filter by barber', miguel.name);
  await expect(row(page, name)).toContainText('12:00 PM');
  await expect(row(page, name)).toContainText(miguel.name);

  // Moving onto Carlos's 13:00 is refused with the server's reason, and the dialog stays open.
  await row(page, name)
    .getByRole('button', { name: `Edit appointment for ${name}` })
    .click();
  await choose(page, dialog, 'Barber', carlos.name);
  await dialog.getByLabel('Time').fill('13:00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).not.toContainText('Failed to update appointment');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Delete cancels: the row stays, red 'cancelled', without actions.
  await row(page, name)
    .getByRole('button', { name: `Delete appointment for ${name}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(`Are you sure you want to delete the appointment for ${name}?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Appointment' }).click();
  await expect(toast(page)).toContainText('Appointment Deleted');
  await expect(row(page, name).locator('[data-status="cancelled"]')).toHaveText('cancelled');
  await expect(row(page, name).getByRole('button', { name: `Delete appointment for ${name}` })).toBeDisabled();

  // All Barbers and All Appointments again: both clients listed.
  await choose(page, page, 'Filter by barber', 'All Barbers');
  await choose(page, page, 'Filter by date', 'All Appointments');
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, other)).toBeVisible();
});

test('a day with nothing booked says No appointments found.', async ({ page }) => {
  await signInAsStaff(page);
  await openTab(page, 'Appointments');
  await filterTo(page, 'All Barbers', sundayAhead(20));
  await expect(page.getByText('No appointments found.')).toBeVisible();
  await choose(page, page, 'Filter by date', 'Today');
  await expect(page.getByText('No appointments found.').or(page.getByTestId('appointment-row').first())).toBeVisible();
});

test('a delete made offline waits to sync on its row, and is sent once when the network returns', async ({ page, context }) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const javier = barber('Javier');
  const date = dayAhead(17);
  const name = `Del Offline${tag()}`;
  await addWalkInViaApi(page, { barberId: javier.id, serviceId: service('Barba').id, date, time: '15:30', clientName: name });
  await openTab(page, 'Appointments');
  await filterTo(page, javier.name, date);
  await expect(row(page, name)).toContainText('3:30 PM');

  await goOffline(page, context);
  await row(page, name)
    .getByRole('button', { name: `Delete appointment for ${name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Appointment' }).click();
  await expect(toast(page)).toContainText('Cancellation Waiting to Sync');
  await expect(row(page, name)).toContainText('Waiting to sync');
  await expect(row(page, name).getByRole('button', { name: `Delete appointment for ${name}` })).toBeDisabled();
  await expect(row(page, name).getByRole('button', { name: `Edit appointment for ${name}` })).toBeDisabled();
  await expect(page.getByTestId('offline-banner-outbox')).toHaveText('1 staff change waits to sync.');
  expect((await serverAppointments(page, date, name)).map((a) => a.status)).toEqual(['confirmed']); // still on the device only

  await context.setOffline(false);
  await expect(row(page, name).locator('[data-status="cancelled"]')).toHaveText('cancelled');
  await expect(row(page, name)).not.toContainText('Waiting to sync');
  expect((await serverAppointments(page, date, name)).map((a) => a.status)).toEqual(['cancelled']);
});

test('opens on today and upcoming a page at a time; on a phone each appointment is a card with Edit and Delete on screen @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const name = `Phoebe Card${tag()}`;
  await addWalkInViaApi(page, {
    barberId: barber('Javier').id,
    serviceId: service('Corte').id,
    date: dayAhead(12),
    time: '10:30',
    clientName: name,
  });

  const first = page.waitForRequest((r) => r.url().includes('/api/appointments?') && !r.url().includes('date=today'));
  await openTab(page, 'Appointments');
  expect(new URL((await first).url()).search).toBe('?from=today&limit=50');
  await expect(page.getByText(/^Showing \d+ of \d+ appointments?$/)).toBeVisible();

  await filterTo(page, barber('Javier').name, dayAhead(12));
  const card = row(page, name);
  await expect(card).toContainText('10:30 AM');
  await expect(card).toContainText(service('Corte').name);
  await expect(card.locator('[data-status="confirmed"]')).toHaveText('confirmed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const label of [`Edit appointment for ${name}`, `Delete appointment for ${name}`]) {
    const box = (await card.getByRole('button', { name: label }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(390);
    expect(Math.min(box.width, box.height), label).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: 'tests/e2e/.screens/appointments-cards-phone.png' });
  await card.getByRole('button', { name: `Delete appointment for ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Appointment' }).click();
  await expect(toast(page)).toContainText('Appointment Deleted');
  await expect(card.locator('[data-status="cancelled"]')).toHaveText('cancelled');
});
