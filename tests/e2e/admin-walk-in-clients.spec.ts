import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, choose, dayAhead, tag, toast } from './admin-dashboard-helpers';

test('a walk-in with an email on file under another name says whose it is; staff choose that client; the toast sits above the dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const t = tag();
  const walter = `Walter Walkin${t}`;
  const email = `walter-${t}@example.com`;
  const date = dayAhead(5);
  const first = await addWalkInViaApi(page, {
    barberId: barber('Luis').id,
    serviceId: service('Barba').id,
    date,
    time: '11:00',
    clientName: walter,
    clientEmail: email,
  });

  await page.getByRole('button', { name: 'Add Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Walk-in' });
  await choose(page, dialog, 'Barber', barber('Luis').name);
  await choose(page, dialog, 'Service', /^Barba · 30 min · \$20\+$/);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('12:00');
  await dialog.getByLabel('Client Name').fill(`Walter Two${t}`);
  await dialog.getByLabel('Phone').fill('787-555-0112');
  await dialog.getByLabel('Email (optional)').fill(email.toUpperCase());
  const owner = dialog.getByTestId('walk-in-email-owner');
  await expect(owner).toContainText(`This email belongs to ${walter}`);

  // Saved anyway: the server refuses, the toast says why, above the dialog, and closes with a click.
  await dialog.getByRole('button', { name: 'Add Walk-in' }).click();
  await expect(toast(page)).toContainText(`This email belongs to ${walter}. Choose that client or change the email.`);
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await owner.getByRole('button', { name: `Use ${walter}` }).click();
  await expect(dialog.getByLabel('Client Name')).toHaveValue(walter);
  await expect(owner).toContainText(`Client on file: ${walter}`);
  await dialog.getByRole('button', { name: 'Add Walk-in' }).click();
  await expect(toast(page)).toContainText('Walk-in Added');
  const list = (await (await page.request.get(`/api/appointments?date=${date}`)).json()) as Array<{
    clientId: number;
    clientName: string;
    appointmentTime: string;
  }>;
  expect(list.find((a) => a.appointmentTime === '12:00' && a.clientId === first.clientId)).toMatchObject({ clientName: walter });
});
