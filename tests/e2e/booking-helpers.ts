import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, isSunday, shopDate } from '#shared/domain/shop-time';
import { shopNow } from './shop-clock';

/**
 * The first non-Sunday at least `minDaysAhead` days after today, in shop time (San Juan).
 * Tests share one database per run: each test also uses its own times so they never collide.
 */
export function bookingDate(minDaysAhead = 1): string {
  let day = addDays(shopDate(shopNow()), minDaysAhead);
  while (isSunday(day)) day = addDays(day, 1);
  return day;
}

/** A fresh email for a new client. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
export const backButton = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
export const stepHeading = (page: Page) => page.locator('#booking-step-title');

/** Step 1: a bookable service, by its exact name. */
export async function chooseService(page: Page, name: string) {
  await page.getByRole('radio', { name: new RegExp(`^${name} \\$`) }).click();
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Pick a date and time');
}

/** Step 2: the calendar day (moving to the next month when needed). */
export async function pickDate(page: Page, date: string) {
  const day = page.locator(`.booking-calendar [data-day="${date}"]:not([data-outside]) button`);
  // The month on screen first: asked before the step has drawn its calendar, `isVisible` says no, and
  // the loop went a month too far (seen once, offline, on the tablet).
  await page.locator('.booking-calendar [data-day]:not([data-outside]) button').first().waitFor();
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
}

export const slot = (page: Page, time: string) => page.locator(`button.booking-slot[data-time="${time}"]`);

/** Step 2: date then time, then Continue to the Barber step. */
export async function pickDateAndTime(page: Page, date: string, time: string) {
  await pickDate(page, date);
  await expect(slot(page, time)).toBeEnabled();
  await slot(page, time).click();
  await expect(slot(page, time)).toHaveAttribute('aria-pressed', 'true');
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Choose your barber');
}

/** Step 3: a barber by full name, or 'No preference'. */
export async function chooseBarber(page: Page, name: string) {
  await page.getByRole('radio', { name: new RegExp(`^${name}`) }).click();
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Your information');
}

export type NewClient = { email: string; firstName: string; lastName: string; phone: string; notes?: string };

/** Step 4 for a new client: fill the form and Continue (saves the profile). */
export async function fillNewClient(page: Page, c: NewClient) {
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('First name').fill(c.firstName);
  await page.getByLabel('Last name').fill(c.lastName);
  await page.getByLabel('Phone').fill(c.phone);
  if (c.notes) await page.getByLabel(/Notes/).fill(c.notes);
  await continueButton(page).click();
}

export async function barbersByName(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get('/api/barbers');
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as Array<{ id: number; name: string }>;
  return Object.fromEntries(list.map((b) => [b.name, b.id]));
}

export async function serviceId(request: APIRequestContext, name: string): Promise<number> {
  const list = (await (await request.get('/api/services')).json()) as Array<{ id: number; name: string }>;
  const found = list.find((s) => s.name === name);
  if (!found) throw new Error(`No service ${name}`);
  return found.id;
}

/** Books straight through the API (someone else taking a time), expecting 201. */
export async function bookViaApi(request: APIRequestContext, body: { barberId: number; serviceId: number; date: string; time: string }) {
  const res = await request.post('/api/appointments', {
    data: {
      clientName: 'Walk Through',
      clientEmail: uniqueEmail('api'),
      clientPhone: '787-555-0199',
      barberId: body.barberId,
      serviceId: body.serviceId,
      appointmentDate: body.date,
      appointmentTime: body.time,
      notes: '',
      totalPrice: 0,
      status: 'confirmed',
      paymentStatus: 'pending',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
