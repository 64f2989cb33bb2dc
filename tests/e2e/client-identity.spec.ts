import { expect, test } from './fixtures';
import type { Page, TestInfo } from '@playwright/test';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, choose, dayAhead, openTab, phoneOf, tag, toast } from './admin-dashboard-helpers';

// dayAhead(6): Luis 15:00 and 15:30 (tablet), 16:00 and 16:30 (phone); Miguel 15:00 (tablet), 16:00 (phone).
const hour = (info: TestInfo) => (info.project.name === 'phone' ? 16 : 15);
async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`) });
}

async function walkInFindsTheClientByPhone(page: Page, info: TestInfo) {
  test.setTimeout(90_000);
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const t = tag();
  const wilfredo = `Wilfredo Velázquez${t}`;
  const phone = phoneOf(wilfredo);
  const date = dayAhead(6);
  const h = hour(info);
  const first = await addWalkInViaApi(page, {
    barberId: barber('Luis').id,
    serviceId: service('Barba').id,
    date,
    time: `${h}:00`,
    clientName: wilfredo,
    clientPhone: `+1 ${phone}`,
    clientEmail: `w-${t}@example.com`,
  });

  await page.getByRole('button', { name: 'Add Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Walk-in' });
  await choose(page, dialog, 'Barber', barber('Luis').name);
  await choose(page, dialog, 'Service', /^Barba · 30 min · \$20\+$/);
  await dialog.getByLabel('Date').fill(date);
  const free = dialog.getByRole('group', { name: 'Free slots' });
  await expect(free.getByRole('button').first()).toBeVisible();
  await expect(free.getByRole('button', { name: `${h - 12}:00 PM` })).toHaveCount(0); // Wilfredo has it
  await free.getByRole('button', { name: `${h - 12}:30 PM` }).click();
  await expect(dialog.getByLabel('Time')).toHaveValue(`${h}:30`);

  await dialog.getByLabel('Client Name').fill(`Nico${t}`);
  await dialog.getByLabel('Phone').fill(phone.replace(/-/g, ' '));
  const owner = dialog.getByTestId('walk-in-phone-owner');
  await expect(owner).toContainText(`This phone belongs to ${wilfredo}`);
  await owner.getByRole('button', { name: `Use ${wilfredo}` }).click();
  await expect(dialog.getByLabel('Client Name')).toHaveValue(wilfredo);
  await expect(owner).toContainText(`Client on file: ${wilfredo}`);
  // The phone's line: once his email is filled in too, the email's line says the same name.
  await owner.getByText(`Client on file: ${wilfredo}`).scrollIntoViewIfNeeded();
  await shot(page, info, 'walk-in-client-on-file');
  await dialog.getByRole('button', { name: 'Add Walk-in' }).click();
  await expect(toast(page)).toContainText('Walk-in Added');
  const list = (await (await page.request.get(`/api/appointments?date=${date}`)).json()) as Array<{
    clientId: number;
    appointmentTime: string;
    barberId: number;
  }>;
  expect(list.find((a) => a.appointmentTime === `${h}:30` && a.barberId === barber('Luis').id)).toMatchObject({ clientId: first.clientId });
}

async function staffCorrectAClientAndHistoryShowsIt(page: Page, info: TestInfo) {
  test.setTimeout(90_000);
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const t = tag();
  const name = `Ana Velázquez${t}`;
  await addWalkInViaApi(page, {
    barberId: barber('Miguel').id,
    serviceId: service('Barba').id,
    date: dayAhead(6),
    time: `${hour(info)}:00`,
    clientName: name,
  });

  await openTab(page, 'Clients');
  const search = page.getByPlaceholder('Search clients by name, email, or phone...');
  await search.fill(`velazquez${t} ana`);
  const card = page.getByTestId('client-card').filter({ hasText: name });
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await card.getByRole('button', { name: /View details/i }).click();
  const details = page.getByRole('dialog', { name });
  await details.getByRole('button', { name: 'Edit details' }).click();
  await details.getByLabel('Notes (optional)').fill('Likes a fade');
  await details.getByLabel('Email (optional)').fill(`ana-${t}@example.com`);
  await shot(page, info, 'client-edit');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page)).toContainText('Client details saved');
  await expect(details).toContainText('Likes a fade');
  await details.getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/admin/back-office/history');
  const row = page.getByTestId('history-row').filter({ hasText: `Updated client ${name}` });
  await row.getByText('Show before → after').click();
  const changes = row.getByTestId('history-changes');
  await expect(changes.getByRole('row', { name: /Notes/ })).toContainText('Likes a fade');
  await expect(changes.getByRole('row', { name: /Email/ })).toContainText(`ana-${t}@example.com`);
  await expect(changes).not.toContainText('{');
  await changes.scrollIntoViewIfNeeded();
  await shot(page, info, 'history-changes');
}

test('a walk-in on a known phone says whose it is, offers the free times, and books that client', async ({ page }, info) =>
  walkInFindsTheClientByPhone(page, info));
test('a walk-in on a known phone, on a phone @phone', async ({ page }, info) => walkInFindsTheClientByPhone(page, info));
test('staff find a client by any words without accents, correct the details, and History shows the change', async ({ page }, info) =>
  staffCorrectAClientAndHistoryShowsIt(page, info));
test('correcting a client, on a phone @phone', async ({ page }, info) => staffCorrectAClientAndHistoryShowsIt(page, info));
