import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, dayAhead, tag, toast } from './admin-dashboard-helpers';

// Day used here: dayAhead(30) (a walk-in with Carlos, then the shop closed over it).
test('closing over an appointment: the refusal links it, and "Close anyway" cancels it and closes the day in one step', async ({
  page,
}, testInfo) => {
  await signInAsStaff(page); // the run's first account: an owner
  const date = dayAhead(30);
  const { barber, service } = await catalogue(page.request);
  const name = `Closure Colón ${tag()}`;
  const walkIn = await addWalkInViaApi(page, {
    barberId: barber('Carlos').id,
    serviceId: service('Corte').id,
    date,
    time: '11:00',
    clientName: name,
  });

  await page.goto('/admin/back-office/closures');
  await page.getByLabel('First day closed').fill(date);
  await page.getByLabel('Last day closed').fill(date);
  await page.getByLabel('Reason (optional)').fill('Water leak');
  await page.getByRole('button', { name: 'Add closure' }).click();
  const conflict = page.getByTestId('conflict');
  const link = conflict.getByRole('link', { name: new RegExp(name) });
  await expect(link).toHaveAttribute('href', `/admin?appointment=${walkIn.id}&date=${date}&barber=${walkIn.barberId}`);
  await page.screenshot({ path: testInfo.outputPath('closure-conflict.png'), fullPage: true });

  await conflict.getByRole('button', { name: 'Close anyway and cancel this appointment' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel 1 appointment and close?' });
  await ask.getByRole('button', { name: 'Close anyway and cancel this appointment' }).click();
  await expect(toast(page)).toContainText('1 appointment was cancelled');
  const row = page.getByTestId('closure-row').filter({ hasText: 'Water leak' });
  await expect(row).toBeVisible();

  // The link opens the appointment on the dashboard: cancelled now.
  await page.goto(`/admin?appointment=${walkIn.id}&date=${date}&barber=${walkIn.barberId}`);
  const opened = page.getByTestId('linked-appointment');
  await expect(opened).toContainText(name);
  await expect(opened).toContainText(/cancelled/i);
  await page.screenshot({ path: testInfo.outputPath('linked-appointment.png') });

  // Leave the day open for other tests.
  await page.goto('/admin/back-office/closures');
  await row.getByRole('button', { name: /Remove the closure/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove closure' }).click();
  await expect(row).toHaveCount(0);
});
