import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { bookingDate, slot, stepHeading, uniqueEmail } from './booking-helpers';
import { E2E_STAFF } from './admin-credentials';
import { englishLeft, es } from './i18n-helpers';
import { hydrationErrors } from './app-shell';
import type { MailboxMessage } from './mailbox-server';

/**
 * The shop in Spanish (docs/decisions/046-spanish.md), as a browser set to Spanish (Puerto
 * Rico) meets it: pages already in Spanish in their first HTML, no English left on them (checked
 * against the English catalogue), the ES | EN switch remembered, a booking whose email is in Spanish.
 */
test.use({ locale: 'es-PR' });

const mailbox = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;
async function messagesTo(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailboxMessage[];
}

async function pickDate(page: Page, date: string) {
  const day = page.locator(`.booking-calendar [data-day="${date}"]:not([data-outside]) button`);
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) await page.getByRole('button', { name: es('booking.calendar.next') }).click();
  await day.click();
}

test('a Spanish browser gets the home page in Spanish from the first HTML; the switch to English and back is remembered after a reload', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/', { headers: { 'accept-language': 'es-PR,es;q=0.9,en;q=0.8' } })).text();
  expect(html).toMatch(/<html lang="es"/);
  expect(html).toContain(`>${es('site.nav.bookNow')}<`);
  expect(html).not.toContain('>Book Now<');
  // The featured products, whose names are translated, are on Home in Spanish too.
  expect(html).toContain(`>${es('site.products.title')}<`);
  expect(html).toContain('Champú Diario');

  const errors = hydrationErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: es('site.nav.bookNow') }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' }).first()).toHaveAttribute('aria-pressed', 'true');
  expect(await englishLeft(page)).toEqual([]);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Book Now' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Essential Grooming Products' })).toBeAttached();
  await page.getByRole('button', { name: 'Español' }).first().click();
  await expect(page.getByRole('heading', { name: es('site.products.title') })).toBeAttached();
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { name: 'Essential Grooming Products' })).toBeAttached();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Book Now' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Español' }).first().click();
  await expect(page.getByRole('link', { name: es('site.nav.bookNow') }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: es('site.nav.bookNow') }).first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a client books in Spanish from start to end, gets the confirmation email in Spanish, and manages the booking in Spanish', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('es');
  const date = bookingDate(27);
  const next = () => page.getByRole('button', { name: es('booking.nav.continue'), exact: true }).click();

  await page.goto('/book');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(stepHeading(page)).toHaveText(es('booking.service.title'));
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('radio', { name: /^Corte \$/ }).click();
  await next();

  await expect(stepHeading(page)).toHaveText(es('booking.dateTime.title'));
  await pickDate(page, date);
  await expect(slot(page, '11:00')).toBeEnabled();
  await expect(slot(page, '11:00')).toContainText('11:00 a. m.');
  expect(await englishLeft(page)).toEqual([]);
  await slot(page, '11:00').click();
  await next();

  await expect(stepHeading(page)).toHaveText(es('booking.barber.title'));
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('radio', { name: new RegExp(`^${es('booking.barber.noPreference')}`) }).click();
  await next();

  await expect(stepHeading(page)).toHaveText(es('booking.info.title'));
  await page.getByLabel(es('booking.info.email')).fill(email);
  await page.getByLabel(es('booking.info.firstName'), { exact: true }).fill('Lucía');
  await page.getByLabel(es('booking.info.lastName')).fill('Santiago');
  await page.getByLabel(es('booking.info.phone')).fill('787-555-0177');
  expect(await englishLeft(page)).toEqual([]);
  await next();

  await expect(stepHeading(page)).toHaveText(es('booking.confirm.title'));
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('button', { name: es('booking.confirm.book') }).click();
  await expect(page.getByRole('heading', { name: es('booking.success.title') })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);

  // The confirmation, in the language she booked in.
  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [booked] = await messagesTo(email);
  expect(booked!.subject).toMatch(/^Cita reservada: Corte, /);
  expect(booked!.text).toContain('11:00 a. m.');
  expect(booked!.text).not.toContain('11:00 AM');
  const manage = booked!.links.find((l) => l.startsWith(`${baseURL}/manage/`));
  expect(manage).toMatch(/\/manage\/[\w-]{43}\?lang=es$/);

  await page.goto(manage!);
  await expect(page.getByRole('heading', { name: es('manage.heading') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('manage-when')).toContainText('11:00 a. m.');
  expect(await englishLeft(page)).toEqual([]);
});

test('staff run the Manage tab in Spanish', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishLeft(page)).toEqual([]);
  await page.getByLabel(es('admin.login.username')).fill(E2E_STAFF.username);
  await page.getByLabel(es('admin.login.password')).fill(E2E_STAFF.password);
  await page.getByRole('button', { name: es('admin.login.signIn') }).click();
  await expect(page.getByRole('heading', { name: es('admin.dashboard.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: es('floor.tab') })).toHaveAttribute('aria-selected', 'true'); // the Floor opens first
  await page.getByRole('tab', { name: es('admin.tabs.manage') }).click();
  await expect(page.getByRole('tab', { name: es('admin.tabs.manage') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: es('admin.manage.today.heading') })).toBeVisible();
  expect(await englishLeft(page, { except: [E2E_STAFF.username] })).toEqual([]);
});
