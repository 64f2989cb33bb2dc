import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsStaff, submitLogin } from './admin-helpers';
import { choose, restoreSeededCatalogue, tag, toast } from './admin-dashboard-helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { bookingDate, chooseService, continueButton, fillNewClient, pickDate, slot, stepHeading, uniqueEmail } from './booking-helpers';

// The owner's back office (docs/decisions/041-back-office.md). The e2e server is shared by every spec:
// each journey puts the seeded catalogue back when it ends, passed or failed.
test.afterEach(async () => {
  await restoreSeededCatalogue();
});

const NEW_BARBER = 'Ana Vega';

async function openBackOffice(page: Page, screen: 'Services' | 'Barbers' | 'Closures' | 'Staff') {
  await page.getByRole('link', { name: /Back office/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: screen, exact: true }).click();
}

/** A camera photo as the tablet would give it: a JPEG, 1600 × 1200. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 150, g: 110, b: 80 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function raiseCortePrice(page: Page, dollars: string) {
  await page.getByRole('button', { name: 'Edit Corte', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Corte' });
  await dialog.getByLabel('Price ($)', { exact: true }).fill(dollars);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Services' })).toContainText(`$${dollars}`);
}

/**
 * A day to close, `daysAhead` or more ahead: a working day other than `not`, with nothing booked on it.
 * The e2e server is shared, and other specs book on days a fixed distance ahead (dayAhead(10) in
 * admin-dashboard-appointments): on some weekdays a fixed choice here fell on one of those, and the
 * closure was refused, rightly, for the appointment in it.
 */
async function dayWithNothingBooked(page: Page, daysAhead: number, not: string): Promise<string> {
  for (let n = daysAhead; n < daysAhead + 21; n++) {
    const day = bookingDate(n);
    if (day === not) continue;
    const res = await page.request.get(`/api/appointments?date=${day}`);
    expect(res.status(), await res.text()).toBe(200);
    if (((await res.json()) as { status: string }[]).every((a) => a.status === 'cancelled')) return day;
  }
  throw new Error(`no day from ${daysAhead} days ahead without a booking`);
}

async function visitorBooksNewBarber(browser: Browser, date: string, closed: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  try {
    await visitor.goto('/services');
    await expect(visitor.locator('main')).toContainText('$40');
    await visitor.goto('/barbers');
    const card = visitor.getByRole('article', { name: 'Ana', exact: true }); // the Barbers page shows first names
    const photo = card.locator('img[src^="/images/"]');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(card.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /^\/images\/[0-9a-f]{64}\.webp$/);

    await visitor.goto('/book');
    await chooseService(visitor, 'Corte');
    // The closed day is disabled, as Sundays are.
    await pickDate(visitor, date);
    const closedDay = visitor.locator(`.booking-calendar [data-day="${closed}"]:not([data-outside]) button`);
    for (let i = 0; i < 2 && !(await closedDay.isVisible()); i++) await visitor.getByRole('button', { name: /next month/i }).click();
    await expect(closedDay).toBeDisabled();
    for (
      let i = 0;
      i < 2 && !(await visitor.locator(`.booking-calendar [data-day="${date}"]:not([data-outside]) button`).isVisible());
      i++
    ) {
      await visitor.getByRole('button', { name: /previous month/i }).click();
    }
    await pickDate(visitor, date);
    await expect(slot(visitor, '10:00')).toBeEnabled();
    await slot(visitor, '10:00').click();
    await continueButton(visitor).click();
    await expect(stepHeading(visitor)).toHaveText('Choose your barber');
    const ana = visitor.getByRole('radio', { name: new RegExp(`^${NEW_BARBER}`) });
    await expect(ana).toContainText('$40');
    await ana.click();
    await continueButton(visitor).click();
    await expect(stepHeading(visitor)).toHaveText('Your information');
    const email = uniqueEmail('back-office');
    await fillNewClient(visitor, { email, firstName: 'Rosa', lastName: 'Pérez', phone: '787-555-0177' });
    await expect(stepHeading(visitor)).toHaveText('Confirm your booking');
    const summary = visitor.getByTestId('booking-summary');
    for (const text of [NEW_BARBER, 'Corte', '10:00 AM', '$40.00']) await expect(summary).toContainText(text);
    await visitor.getByRole('button', { name: 'Confirm & Book' }).click();
    await expect(visitor.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
    return email;
  } finally {
    await context.close();
  }
}

test('the owner raises a price, adds a barber with a photo and hours, closes a day; a visitor sees it all and books the new barber at the new price; a staff account sees none of the owner’s screens', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const date = bookingDate(2);
  let closed = '';
  const desk = { username: `desk${tag()}`, password: 'front-desk-two-2' };

  await test.step('the owner raises the price of a Corte to $40', async () => {
    await signInAsStaff(page); // the run's account is the shop's first, so an owner
    await openBackOffice(page, 'Services');
    await raiseCortePrice(page, '40');
  });

  await test.step('the owner adds a barber, with a photo from the camera and Monday–Saturday hours', async () => {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Barbers', exact: true }).click();
    await page.getByRole('button', { name: /Add Barber/ }).click();
    const add = page.getByRole('dialog', { name: 'Add Barber' });
    await add.getByLabel('Name', { exact: true }).fill(NEW_BARBER);
    await add.getByLabel(/^Title/).fill('Junior Barber');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(add).toBeHidden();
    // exact: a retry finds the first try's barber under 'Inactive barbers' too (restoreSeededCatalogue deactivates it)
    await expect(page.getByRole('list', { name: 'Barbers', exact: true })).toContainText(NEW_BARBER);

    await page.getByRole('button', { name: `Edit ${NEW_BARBER}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${NEW_BARBER}` });
    await edit.getByTestId('photo-camera').setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
    await expect(edit.getByTestId('barber-photo')).toHaveAttribute('src', /^\/images\/[0-9a-f]{64}\.(webp|jpg)$/);
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('button', { name: `Hours for ${NEW_BARBER}`, exact: true }).click();
    const hours = page.getByRole('dialog', { name: `${NEW_BARBER}’s hours` });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      const working = hours.getByRole('switch', { name: `${day} working` });
      if ((await working.getAttribute('aria-checked')) !== 'true') await working.click();
    }
    await hours.getByRole('button', { name: 'Save Hours', exact: true }).click();
    await expect(hours).toBeHidden();
  });

  await test.step('the owner closes the shop for a day', async () => {
    closed = await dayWithNothingBooked(page, 9, date);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Closures', exact: true }).click();
    await page.getByLabel('First day closed', { exact: true }).fill(closed);
    await page.getByLabel('Last day closed', { exact: true }).fill(closed);
    await page.getByLabel(/^Reason/).fill('Storm: the mall is closed');
    await page.getByRole('button', { name: /Add closure/i }).click();
    await expect(page.getByText('Storm: the mall is closed')).toBeVisible();
  });

  await test.step('a visitor sees the new price and barber, finds the closed day disabled, and books the new barber at $40', async () => {
    const email = await visitorBooksNewBarber(browser, date, closed);
    const booked = await page.request.get(`/api/appointments?date=${date}`);
    expect(booked.status()).toBe(200);
    const mine = ((await booked.json()) as Array<{ clientEmail: string | null; barberName: string; totalPrice: string }>).filter(
      (a) => a.clientEmail === email,
    );
    expect(mine.map((a) => [a.barberName, a.totalPrice])).toEqual([[NEW_BARBER, '40.00']]);
  });

  await test.step('the owner adds a front-desk account with the staff role', async () => {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add an account' });
    await form.getByLabel('Name', { exact: true }).fill('Front Desk Two');
    await form.getByLabel('Username', { exact: true }).fill(desk.username);
    await form.getByLabel('Password', { exact: true }).fill(desk.password);
    await choose(page, form, 'Role', /^Staff/);
    await form.getByRole('button', { name: 'Add account' }).click();
    await expect(toast(page)).toBeVisible();
    await expect(page.getByText(desk.username, { exact: true })).toBeVisible();
  });

  await test.step('the staff account runs the day but sees no Analytics, no Back office, and is refused an owner screen', async () => {
    const context = await browser.newContext();
    const staff = await context.newPage();
    try {
      await submitLogin(staff, desk.username, desk.password);
      await expect(staff.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await expect(staff.getByRole('tab', { name: 'Manage' })).toBeVisible();
      await expect(staff.getByRole('tab', { name: 'Schedule' })).toBeVisible();
      await expect(staff.getByRole('tab', { name: 'Analytics' })).toHaveCount(0);
      await expect(staff.getByRole('link', { name: /Back office/ })).toHaveCount(0);
      await staff.goto('/admin/back-office/services');
      await expect(staff.getByText('Only the shop owner can open this')).toBeVisible();
      expect((await staff.request.get('/api/services?view=admin')).status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});

test('@phone the owner changes a price from a phone; a returning visitor on a phone, whose service worker keeps the catalogue, sees it on the next load', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers: 'allow' });
  const visitor = await context.newPage();
  try {
    await visitor.goto('/services');
    await waitForServiceWorker(visitor);
    await visitor.reload(); // now through the worker, which keeps the catalogue for offline
    await expect(visitor.locator('main')).toContainText('$35');

    await signInAsStaff(page);
    await openBackOffice(page, 'Services');
    await raiseCortePrice(page, '40');

    await visitor.reload();
    await expect(visitor.locator('main')).toContainText('$40');
    await expect(visitor.locator('main')).not.toContainText('$35');
  } finally {
    await context.close();
  }
});
