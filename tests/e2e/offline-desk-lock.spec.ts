import { expect, test, type Page } from './fixtures';
import { E2E_STAFF, openDashboardTab, signInAsStaff } from './admin-helpers';
import { tag, today, todayRow } from './admin-dashboard-helpers';
import { uniqueEmail } from './booking-helpers';
import { addWalkInInDialog, goOffline, outboxStates, serverAppointments, waitingBadge } from './offline-helpers';
import { waitForServiceWorker } from './pwa-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The front desk through an outage, what staff are told: the dashboard reopened with the server down
 * says calmly that the list is the saved copy and from when, and the header's Inbox count comes back
 * with the server; Sign Out offline locks the tablet at once (docs/decisions/058-offline-sign-out.md).
 */

test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

/** How soon after the server answers again the screen must have caught up (the inbox's own poll is 60 s). */
const BACK_WITHIN_MS = 10_000;

/** Screenshots at a phone's and the tablet's width, for a person to look at (helper rules). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

async function waitUntilCacheSaved(page: Page) {
  await expect.poll(() => page.evaluate(() => (localStorage.getItem('barbershop.admin-cache') ?? '').includes('"today"'))).toBe(true);
}

test('reloaded with the server down: the saved copy says so and from when, no red error; the Inbox count comes back with the server', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const sent = await page.request.post('/api/contact-messages', {
    data: { firstName: 'Outage', lastName: 'Reader', email: uniqueEmail('outage'), phone: '', message: 'Do you open on the holiday?' },
  });
  expect(sent.status()).toBe(201);
  await signInAsStaff(page);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('inbox-unread-count')).toBeVisible();
  await waitUntilCacheSaved(page);

  let down = true;
  await context.route('**/api/**', (route) => (down ? route.abort('connectionrefused') : route.fallback()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const note = page.getByRole('status', { name: 'Saved copy on this tablet' });
  await expect(note).toBeVisible();
  await expect(note.getByTestId('last-updated')).toHaveText(/^Last updated \d{1,2}:\d{2} [AP]M \((just now|\d+ minutes? ago)\)$/);
  await expect(page.getByText("Could not load today's appointments")).toHaveCount(0);
  await expect(page.getByTestId('inbox-unread-count')).toHaveCount(0); // nothing saved for it
  await shoot(page, 'saved-copy');

  down = false; // the server answers again
  const back = Date.now();
  await expect(page.getByTestId('inbox-unread-count')).toBeVisible({ timeout: BACK_WITHIN_MS });
  await expect(note).toBeHidden({ timeout: BACK_WITHIN_MS }); // the list is live again
  test.info().annotations.push({ type: 'inbox count back after the server', description: `${Date.now() - back} ms` });
});

test.describe('Sign Out offline', () => {
  test('locks the tablet at once: nothing of the dashboard readable until a sign-in; the queue stays and goes once after it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAsStaff(page);
    const name = `Locked Out ${tag()}`;
    await goOffline(page, context);
    await addWalkInInDialog(page, { barber: 'Miguel', service: 'Barba', time: '16:05', name });
    await expect(waitingBadge(page, name)).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 3000 }); // at once: no waiting for the network
    await expect(page.getByTestId('login-waiting-note')).toContainText('1 change made on this device is waiting to sync.');
    await shoot(page, 'locked');
    expect(
      await page.evaluate(() => [localStorage.getItem('barbershop.admin-cache'), localStorage.getItem('barbershop.staff-session')]),
    ).toEqual([null, null]);
    expect(await outboxStates(page)).toEqual([['walk-in', 'pending', undefined]]); // kept

    // Still offline: neither a reload nor the dashboard's address shows anything of the day.
    for (const go of [() => page.reload(), () => page.goto('/admin')]) {
      await go();
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
      await expect(page.getByText(name)).toHaveCount(0);
      await expect(page.getByLabel('Username').or(page.getByRole('heading', { name: 'Access Denied' }))).toBeVisible();
    }

    // Back online: the old session is ended on the server too, and the queue does not go under it.
    await context.setOffline(false);
    await page.goto('/admin/login');
    await expect.poll(async () => (await page.request.get('/api/auth/user')).status(), { timeout: BACK_WITHIN_MS }).toBe(401);
    await page.waitForTimeout(1500);
    expect(await outboxStates(page)).toEqual([['walk-in', 'pending', undefined]]); // waits for a staff sign-in
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

    await page.getByLabel('Username').fill(E2E_STAFF.username);
    await page.getByLabel('Password').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await openDashboardTab(page, 'Manage'); // the dashboard opens on the Floor (decision 071)
    await expect(todayRow(page, name)).toBeVisible();
    await expect(waitingBadge(page, name)).toHaveCount(0);
    await expect.poll(async () => (await serverAppointments(page, today(), name)).length).toBe(1); // once
    expect(await outboxStates(page)).toEqual([['walk-in', 'done', 'synced']]);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200); // the new session is not ended by the old one's sign-out
  });
});
