import { expect, FULL_BROWSER, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_STAFF } from './admin-credentials';
import { bookingDate, chooseBarber, chooseService, fillNewClient, pickDateAndTime, uniqueEmail } from './booking-helpers';
import { waitForServiceWorker } from './pwa-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// Notifications and push: the headless shell blocks the notifications permission (docs/decisions/110).
test.use({ launchOptions: FULL_BROWSER });

/**
 * Headless Chromium has no push service (docs/decisions/033-browser-tests-offline-and-push.md): pushManager.subscribe() is replaced in the page
 * by one that answers a subscription with a made-up https endpoint and real-sized keys.
 * `permissionDelayMs` holds Notification.requestPermission() as a prompt left open would.
 */
async function stubPush(page: Page, opts: { permissionDelayMs?: number; noPush?: boolean } = {}) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(({ permissionDelayMs, noPush }) => {
    if (noPush) {
      delete (window as { PushManager?: unknown }).PushManager;
      return;
    }
    const random = (n: number, first?: number) => {
      const a = crypto.getRandomValues(new Uint8Array(n));
      if (first !== undefined) a[0] = first;
      return a;
    };
    const b64url = (a: Uint8Array) =>
      btoa(String.fromCharCode(...a))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: unknown = null;
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const endpoint = `https://push.example.test/e2e/${b64url(random(12))}`;
      const keys = { p256dh: b64url(random(65, 4)), auth: b64url(random(16)) };
      const key = options?.applicationServerKey as Uint8Array;
      (window as { subscribedWith?: unknown }).subscribedWith = { userVisibleOnly: options?.userVisibleOnly, keyLength: key.byteLength };
      current = {
        endpoint,
        options: { userVisibleOnly: true, applicationServerKey: key.slice().buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => ((current = null), true),
      };
      return current as PushSubscription;
    };
    if (permissionDelayMs) {
      Notification.requestPermission = () => new Promise((r) => setTimeout(() => r('granted'), permissionDelayMs));
    }
  }, opts);
}

/** A new client books Corte with no preference, through the wizard, to the success screen. */
async function bookToSuccess(page: Page, time: string) {
  const email = uniqueEmail('push');
  await page.goto('/book');
  await waitForServiceWorker(page);
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, bookingDate(24), time);
  await chooseBarber(page, 'No preference');
  await fillNewClient(page, { email, firstName: 'Pia', lastName: 'Push', phone: '787-555-0133' });
  await page.getByRole('button', { name: 'Confirm & Book' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
  return email;
}

/** The client's devices as staff see them (GET /api/push/subscriptions?clientId=). */
async function devicesOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/admin/auth/login', { data: E2E_STAFF });
  expect(login.status()).toBe(200);
  const clients = await (await request.get(`/api/clients/with-history?search=${encodeURIComponent(email)}`)).json();
  const id = clients[0].client.id as number;
  const res = await request.get(`/api/push/subscriptions?clientId=${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).subscriptions as Array<{ endpointHost: string }>;
}

const remindMe = (page: Page) => page.getByRole('button', { name: 'Remind me before my appointment' });

test('a client books, presses "Remind me", and the server holds the subscription for that client', async ({ page, request }) => {
  await stubPush(page);
  const email = await bookToSuccess(page, '11:00');
  await remindMe(page).click();
  await expect(page.getByTestId('remind-me-status')).toHaveText('Done! We’ll remind you 24 hours and 2 hours before your appointment.');
  const answered = Date.now();
  expect(await page.evaluate(() => (window as { subscribedWith?: unknown }).subscribedWith)).toEqual({
    userVisibleOnly: true,
    keyLength: 65,
  });
  // The answer is said in a toast that stays readable on the home page, which follows 2 s after it.
  await expect(page.getByTestId('toast')).toContainText('Reminders On');
  await expect(page).toHaveURL(/\/$/, { timeout: 4_000 });
  expect(Date.now() - answered).toBeLessThan(3_500);
  await expect(page.getByTestId('toast')).toContainText('We’ll remind you 24 hours and 2 hours before');
  expect(await devicesOf(request, email)).toEqual([expect.objectContaining({ endpointHost: 'push.example.test' })]);
});

test('the 2-second redirect waits while the permission prompt is open, then resumes', async ({ page, request }) => {
  await stubPush(page, { permissionDelayMs: 3500 });
  const email = await bookToSuccess(page, '13:00');
  await remindMe(page).click();
  await page.waitForTimeout(3000); // past the 2 seconds: still here, the prompt is "open"
  await expect(page.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
  await expect(page.getByTestId('remind-me-status')).toContainText('Done!');
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  expect(await devicesOf(request, email)).toHaveLength(1);
});

test('where push is not supported the button says what to do instead, and the redirect still happens', async ({ page }) => {
  await stubPush(page, { noPush: true });
  await bookToSuccess(page, '15:00');
  await remindMe(page).click();
  await expect(page.getByTestId('remind-me-status')).toContainText('This browser cannot show reminders. Use “Add to calendar”');
  await expect(page.getByTestId('toast')).toContainText('No Reminders');
  await expect(page).toHaveURL(/\/$/, { timeout: 4_000 });
});

test('the service worker shows a pushed reminder as a notification carrying the page a tap opens', async ({ page }) => {
  await page.context().grantPermissions(['notifications']);
  await page.goto('/');
  await waitForServiceWorker(page);
  // A real push event, delivered to the worker by Chromium itself (DevTools protocol).
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x) => !x.isDeleted && x.scopeURL === new URL('/', page.url()).href);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  // A tag of its own: headless Chromium keeps notifications for the whole browser, not per context, so a
  // closing context's notification with the same origin and tag can take this one with it (1 run in 8).
  const payload = {
    title: 'Appointment reminder',
    body: 'Corte with Carlos Rivera tomorrow at 3:00 PM.',
    url: '/book',
    tag: `appointment-${Date.now()}`,
  };
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  const shown = () =>
    page.evaluate(async () => {
      const list = await (await navigator.serviceWorker.ready).getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });
  // Under a full CI run, Chromium has twice dropped a message delivered this way (no push event, no
  // notification in 10 s) while the same test passed alone. The message is sent again, up to three
  // times; its tag makes a second copy replace the first, so exactly one notification is expected.
  for (let attempt = 0; attempt < 3 && (await shown()).length === 0; attempt++) {
    await deliver();
    await expect
      .poll(async () => (await shown()).length, { timeout: 4_000 })
      .toBeGreaterThan(0)
      .catch(() => undefined);
  }
  expect(await shown()).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: '/book' } }]);
});
