import { expect, test } from './fixtures';
import { addDays } from '#shared/domain/shop-time';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, dayAhead, moveToPast, openTab, tag, toast, today } from './admin-dashboard-helpers';

// Miguel: dayAhead(3) 09:00 (then moved 20 days back), 09:50 dayAhead(3) for the recent client.
const search = (page: import('@playwright/test').Page) => page.getByPlaceholder('Search clients by name, email, or phone...');
const card = (page: import('@playwright/test').Page, name: string) => page.getByTestId('client-card').filter({ hasText: name });

test('search finds a client server-side; details; reminders only for clients away over 14 days', async ({ page }) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const miguel = barber('Miguel');
  const t = tag();
  const lapsed = `Lapsa Longago${t}`;
  const recent = `Reza Recent${t}`;
  const email = `lapsa-${t}@example.com`;
  const past = await addWalkInViaApi(page, {
    barberId: miguel.id,
    serviceId: service('Corte y Barba').id,
    date: dayAhead(3),
    time: '09:00',
    clientName: lapsed,
    clientEmail: email,
    clientPhone: '787-555-0161',
  });
  await moveToPast(past.id, addDays(today(), -20));
  await addWalkInViaApi(page, {
    barberId: miguel.id,
    serviceId: service('Barba').id,
    date: dayAhead(3),
    time: '10:30',
    clientName: recent,
  });

  await openTab(page, 'Clients');
  await expect(page.getByRole('heading', { name: 'Client Database' })).toBeVisible();
  await search(page).fill(t);
  await expect(page.getByTestId('client-card')).toHaveCount(2);
  await expect(page.getByTestId('client-count')).toHaveText('2');

  // The lapsed client: '20 days ago' and a Send Reminder button; the one with no visit yet has none.
  await expect(card(page, lapsed)).toContainText('20 days ago');
  await expect(card(page, recent)).toContainText('No visits yet');
  await expect(card(page, recent).getByRole('button', { name: /Send Reminder/ })).toHaveCount(0);

  // Search by email, then by phone digits only.
  await search(page).fill(email.toUpperCase());
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(card(page, lapsed)).toBeVisible();
  await search(page).fill('7875550161');
  await expect(card(page, lapsed)).toBeVisible();

  await card(page, lapsed)
    .getByRole('button', { name: `View details for ${lapsed}` })
    .click();
  const details = page.getByRole('dialog', { name: lapsed });
  await expect(details).toContainText(email);
  await expect(details).toContainText('787-555-0161');
  await expect(details).toContainText('20 days ago');
  await expect(details).toContainText('Appointments (1)');
  await expect(details).toContainText(`Corte y Barba with ${miguel.name}`);
  // The walk-in had an email: its confirmation is among the client's messages.
  await expect(details.getByRole('list', { name: 'Messages' })).toContainText('Email · Confirmation');
  await details.getByRole('button', { name: 'Close' }).click();

  await card(page, lapsed)
    .getByRole('button', { name: `Send Reminder to ${lapsed}` })
    .click();
  // Email is not configured here (no SMTP_URL) and no device is subscribed: the toast says it was recorded.
  await expect(toast(page)).toContainText(/Reminder Sent!|Reminder Recorded/);
  // One reminder every 7 days: the button gives way to when it went, and the server refuses another.
  await expect(card(page, lapsed)).toContainText(/Reminded [A-Z][a-z]{2} \d{1,2}/);
  await expect(card(page, lapsed).getByRole('button', { name: /Send Reminder/ })).toHaveCount(0);
  const again = await page.request.post(`/api/clients/${past.clientId}/send-reminder`);
  expect(again.status()).toBe(409);
  await card(page, lapsed)
    .getByRole('button', { name: `View details for ${lapsed}` })
    .click();
  await expect(page.getByRole('dialog', { name: lapsed }).getByRole('list', { name: 'Messages' })).toContainText('Email · We miss you');
  await page.getByRole('dialog', { name: lapsed }).getByRole('button', { name: 'Close' }).click();

  await search(page).fill(`nobody-${t}`);
  await expect(page.getByText('No clients found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  await expect(page.getByTestId('client-count')).toHaveText('0');
});

test('Send Reminders first asks "Send to N clients?" (none booked among them); Cancel sends nothing; Send reminds them and says how many', async ({
  page,
}) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const t = tag();
  const lapsed = `Bulk Lapsed${t}`;
  const booked = `Bulk Booked${t}`;
  const appt = await addWalkInViaApi(page, {
    barberId: barber('Miguel').id,
    serviceId: service('Barba').id,
    date: dayAhead(3),
    time: '12:00',
    clientName: lapsed,
  });
  await moveToPast(appt.id, addDays(today(), -30));
  // Away 30 days too, but booked again in a few days: no "we miss you" for this one.
  const email = `bulk-booked-${t}@example.com`;
  const old = await addWalkInViaApi(page, {
    barberId: barber('Miguel').id,
    serviceId: service('Barba').id,
    date: dayAhead(3),
    time: '13:00',
    clientName: booked,
    clientEmail: email,
  });
  await moveToPast(old.id, addDays(today(), -30));
  await addWalkInViaApi(page, {
    barberId: barber('Miguel').id,
    serviceId: service('Barba').id,
    date: dayAhead(3),
    time: '14:00',
    clientName: booked,
    clientEmail: email,
  });

  await openTab(page, 'Clients');
  await search(page).fill(t);
  await expect(card(page, lapsed).getByRole('button', { name: `Send Reminder to ${lapsed}` })).toBeVisible();
  await expect(card(page, booked)).toContainText('1 month ago');
  await expect(card(page, booked).getByRole('button', { name: /Send Reminder/ })).toHaveCount(0);

  const due = ((await (await page.request.get('/api/clients/reminders-due')).json()) as { count: number }).count;
  expect(due).toBeGreaterThan(0);
  const ask = page.getByRole('alertdialog');
  await page.getByRole('button', { name: 'Send Reminders' }).click();
  await expect(ask).toHaveAccessibleName(due === 1 ? 'Send to 1 client?' : `Send to ${due} clients?`);
  await page.screenshot({ path: test.info().outputPath('bulk-ask.png') });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(((await (await page.request.get('/api/clients/reminders-due')).json()) as { count: number }).count).toBe(due);
  await expect(card(page, lapsed).getByRole('button', { name: `Send Reminder to ${lapsed}` })).toBeVisible();

  await page.getByRole('button', { name: 'Send Reminders' }).click();
  await ask.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page)).toContainText(/Bulk Reminders Sent!|Reminders Recorded|Some Reminders Sent/);
  await expect(toast(page)).toContainText("who haven't visited in over 14 days");
  await expect(card(page, lapsed)).toContainText(/Reminded [A-Z][a-z]{2} \d{1,2}/);
  await page.screenshot({ path: test.info().outputPath('clients-reminded.png') });
  await expect(card(page, booked)).not.toContainText('Reminded');
});
