import fs from 'node:fs';
import { drawWholePage } from './app-shell';
import pg from 'pg';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, FULL_BROWSER, test } from './fixtures';
import { databaseUrl } from './admin-dashboard-helpers';
import { bookingDate, chooseService, pickDate, serviceId, slot, uniqueEmail } from './booking-helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { manageToken, tokenHash } from '../../server/notifications/links';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// "Remind me on this device" asks for notifications, which the headless shell blocks (docs/decisions/110).
test.use({ launchOptions: FULL_BROWSER });

/**
 * The client's manage page (docs/decisions/042-notifications.md#the-manage-page). A booking made
 * through the API gets its link as its confirmation would give it: the token derived from the
 * server's link key (app_settings 'link_key'), its hash stored on the appointment.
 */
async function bookWithLink(request: APIRequestContext, date: string, time: string) {
  const barbers = (await (await request.get('/api/barbers')).json()) as Array<{ id: number; name: string }>;
  const barber = barbers[0]!;
  const res = await request.post('/api/appointments', {
    data: {
      clientName: 'Marta Link',
      clientEmail: uniqueEmail('manage'),
      clientPhone: '787-555-0142',
      barberId: barber.id,
      serviceId: await serviceId(request, 'Corte'),
      appointmentDate: date,
      appointmentTime: time,
      notes: '',
      totalPrice: 0,
      status: 'confirmed',
      paymentStatus: 'pending',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    await client.query(`insert into app_settings (key, value) values ('link_key', $1::jsonb) on conflict (key) do nothing`, [
      JSON.stringify(fresh),
    ]);
    const { rows } = await client.query(`select value from app_settings where key = 'link_key'`);
    const token = manageToken(Buffer.from(rows[0].value as string, 'base64url'), id);
    await client.query('update appointments set manage_token_hash = $2 where id = $1', [id, tokenHash(token)]);
    return { id, token, barber };
  } finally {
    await client.end();
  }
}

async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const firstName = (name: string) => name.split(' ')[0]!;
const SHOTS = 'tests/e2e/.screens';
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await drawWholePage(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a client opens the link, reschedules, cancels after confirming, and the time is offered again in the wizard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const date = bookingDate(24);
  const { token, barber } = await bookWithLink(request, date, '11:00');
  await page.goto(`/manage/${token}`);
  await expect(page.getByRole('heading', { name: 'Your Appointment' })).toBeVisible();
  await expect(page).toHaveTitle(/^Your appointment · /);
  const details = page.getByTestId('manage-details');
  await expect(details).toContainText('Corte');
  await expect(details).toContainText(barber.name);
  await expect(details).toContainText('$35.00');
  await expect(page.getByTestId('manage-when')).toContainText('11:00 AM');
  await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', `/api/manage/${token}/calendar.ics`);
  await shot(page, 'manage-1024-details');

  await page.getByRole('button', { name: 'Reschedule' }).click();
  const own = page.locator(`button.manage-slot[data-time="11:00"]`);
  await expect(own).toContainText('Your time');
  await page.locator(`button.manage-slot[data-time="15:00"]`).click();
  await expect(page.getByLabel('Barber')).toContainText(barber.name);
  await shot(page, 'manage-1024-reschedule');
  await page.getByRole('button', { name: 'Move to 3:00 PM' }).click();
  await expect(page.getByTestId('manage-done')).toContainText('3:00 PM');
  await expect(page.getByTestId('manage-when')).toContainText('3:00 PM');

  // The wizard no longer offers that barber at 3:00 PM.
  const corte = await serviceId(request, 'Corte');
  const taken = await (await request.get(`/api/availability/detailed/${corte}/${date}`)).json();
  expect(taken.barberAvailability[String(barber.id)].availableSlots).not.toContain('15:00');

  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Cancel your appointment?');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('manage-done')).toContainText('is cancelled');
  await expect(page.getByTestId('manage-cancelled')).toContainText('This appointment was cancelled.');
  await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Book again' }).click();
  await chooseService(page, 'Corte');
  await pickDate(page, date);
  await expect(slot(page, '15:00')).toBeEnabled();
  await expect(slot(page, '15:00')).toContainText(firstName(barber.name));
});

test('a wrong link shows only "This link is no longer valid" and the way home', async ({ page }) => {
  await page.goto(`/manage/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Appointment' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone: the appointment and its actions fit, and rescheduling works @phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const date = bookingDate(25);
  const { token } = await bookWithLink(request, date, '12:00');
  await page.goto(`/manage/${token}`);
  await expect(page.getByTestId('manage-when')).toContainText('12:00 PM');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'manage-390-details');
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.locator(`button.manage-slot[data-time="16:00"]`).click();
  await shot(page, 'manage-390-reschedule');
  await page.getByRole('button', { name: 'Move to 4:00 PM' }).click();
  await expect(page.getByTestId('manage-when')).toContainText('4:00 PM');
  await shot(page, 'manage-390-moved');
});

test('"Remind me on this device" binds this browser to the client by the link', async ({ page, request }) => {
  // Headless Chromium has no push service (docs/decisions/033-browser-tests-offline-and-push.md): subscribe answers a made-up endpoint.
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const b64url = (a: Uint8Array) =>
      btoa(String.fromCharCode(...a))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const random = (n: number, first?: number) => {
      const a = crypto.getRandomValues(new Uint8Array(n));
      if (first !== undefined) a[0] = first;
      return a;
    };
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const endpoint = `https://push.example.test/e2e-manage/${b64url(random(12))}`;
      const keys = { p256dh: b64url(random(65, 4)), auth: b64url(random(16)) };
      return {
        endpoint,
        options: { applicationServerKey: (options?.applicationServerKey as Uint8Array).slice().buffer },
        toJSON: () => ({ endpoint, keys }),
      } as unknown as PushSubscription;
    };
  });
  const { id, token } = await bookWithLink(request, bookingDate(26), '13:00');
  await page.goto(`/manage/${token}`);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Remind me on this device' }).click();
  await expect(page.getByTestId('manage-remind-status')).toContainText('Done!');
  const { rows } = await withDb((c) =>
    c.query(`select s.client_verified_at from push_subscriptions s join appointments a on a.client_id = s.client_id where a.id = $1`, [id]),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].client_verified_at).not.toBeNull();
});
