import { expect, test } from './fixtures';
import {
  backButton,
  bookingDate,
  chooseBarber,
  chooseService,
  continueButton,
  fillNewClient,
  pickDateAndTime,
  serviceId,
  stepHeading,
  uniqueEmail,
} from './booking-helpers';
import type { MailboxMessage } from './mailbox-server';

// A visitor never gets stuck (docs/decisions/069-visitor-never-stuck.md).
const mailbox = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;
async function messagesTo(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailboxMessage[];
}

test('a reload keeps the wizard’s step and choices, and the browser’s Back goes to the previous step', async ({ page }) => {
  test.setTimeout(90_000);
  const date = bookingDate(3);
  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, date, '11:30');
  await expect(page).toHaveURL(/[?&]step=3/);
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Choose your barber');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Pick a date and time');
  await expect(page.locator('button.booking-slot[data-time="11:30"]')).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Choose a service');
  await page.goForward();
  await expect(stepHeading(page)).toHaveText('Pick a date and time');
});

test('a new client fixes a typo from Confirm, a double tap books once, and the success screen says where the confirmation went', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const date = bookingDate(4);
  const email = uniqueEmail('typo');
  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, date, '14:00');
  await chooseBarber(page, 'No preference');
  await fillNewClient(page, { email, firstName: 'Jhon', lastName: 'Smit', phone: '787-555-0163' });
  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await backButton(page).click();
  await expect(stepHeading(page)).toHaveText('Your information');
  await page.waitForTimeout(800); // the look-up finds the profile just saved: it must not lock it
  await expect(page.getByTestId('welcome-back')).toHaveCount(0);
  await page.getByLabel('First name').fill('John');
  await page.getByLabel('Last name').fill('Smith');
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await expect(page.getByTestId('booking-summary')).toContainText('John Smith');
  const lookup = await request.get(`/api/clients/by-email/${encodeURIComponent(email)}`);
  expect(await lookup.json()).toMatchObject({ firstName: 'John' });

  await page.getByRole('button', { name: 'Confirm & Book' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
  await expect(page.getByText('Booking Failed')).toHaveCount(0);
  await expect(page.getByTestId('booking-confirmation')).toHaveText(`A confirmation was sent to ${email}.`);
  await page.screenshot({ path: test.info().outputPath('success-en-1024.png') });
  const mine = await request.get(`/api/clients/by-email/${encodeURIComponent(email)}`);
  expect(mine.ok()).toBe(true);
  await expect.poll(async () => (await messagesTo(email)).filter((m) => /^Booked:/.test(m.subject)).length, { timeout: 15_000 }).toBe(1);
});

test('Find my booking: the visitor gets an email with a link to each upcoming appointment', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('find');
  const barbers = (await (await request.get('/api/barbers')).json()) as Array<{ id: number }>;
  for (const [days, time] of [
    [5, '15:00'],
    [6, '15:30'],
  ] as const) {
    const res = await request.post('/api/appointments', {
      data: {
        clientName: 'Rosa Find',
        clientEmail: email,
        clientPhone: '787-555-0164',
        barberId: barbers[0]!.id,
        serviceId: await serviceId(request, 'Corte'),
        appointmentDate: bookingDate(days),
        appointmentTime: time,
        notes: '',
        totalPrice: 0,
        status: 'confirmed',
        paymentStatus: 'pending',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/book');
  await page.getByRole('link', { name: 'Find my booking' }).first().click();
  await expect(page).toHaveURL(/\/find-booking$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me my bookings' }).click();
  await expect(page.getByTestId('find-booking-sent')).toContainText('a message with their links is on its way');
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(email)).find((m) => m.subject.startsWith('Your upcoming appointments'));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const links = found!.links.filter((l) => l.includes('/manage/'));
  expect(links).toHaveLength(2);
  await page.goto(new URL(links[0]!).pathname);
  await expect(page.getByText('Rosa', { exact: false }).first()).toBeVisible();
  // An unknown address is answered the same.
  await page.goto('/find-booking');
  await page.getByLabel('Email').fill(uniqueEmail('stranger'));
  await page.getByRole('button', { name: 'Send me my bookings' }).click();
  await expect(page.getByTestId('find-booking-sent')).toContainText('a message with their links is on its way');
});

test('the Privacy Policy and Terms are pages of their own, linked from the footer and the Your Info step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByTestId('policy-privacy')).toContainText('What we keep');
  await page.goto('/terms');
  await expect(page.getByTestId('policy-terms')).toContainText('Appointments');
  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, bookingDate(7), '16:00');
  await chooseBarber(page, 'No preference');
  await expect(page.getByTestId('booking-policies').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await page.screenshot({ path: test.info().outputPath('your-info-en-1024.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('your-info-en-390.png'), fullPage: true });
});

/** The changed screens at 390 and 1024 px, in both languages, for a person to look at (not compared). */
test('screenshots of the changed screens', async ({ page, browser }) => {
  test.setTimeout(180_000);
  for (const lang of ['en', 'es'] as const) {
    for (const width of [390, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['find-booking', '/find-booking'],
        ['privacy', '/privacy'],
        ['terms', '/terms'],
      ] as const) {
        await page.goto(`${path}?lang=${lang}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: test.info().outputPath(`${name}-${lang}-${width}.png`), fullPage: name === 'find-booking' });
      }
      await page.goto(`/book?lang=${lang}`);
      await page.screenshot({ path: test.info().outputPath(`book-${lang}-${width}.png`) });
      await page.evaluate(() => localStorage.setItem('barbershop.cart-count', '3'));
      await page.goto(`/about?lang=${lang}`);
      await expect(page.getByTestId('header-cart-count').filter({ visible: true })).toHaveText('3');
      await page.screenshot({ path: test.info().outputPath(`header-cart-${lang}-${width}.png`) });
      await page.evaluate(() => localStorage.removeItem('barbershop.cart-count'));
    }
  }
  void browser;
});
