import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { uniqueEmail } from './booking-helpers';
import { waitForServiceWorker } from './pwa-helpers';

/**
 * The front desk through an outage, what staff are told: the dashboard reopened with the server down
 * says calmly that the list is the saved copy and from when, and the header's Inbox count comes back
 * with the server.
 */

/** How soon after the server answers again the screen must have caught up (the inbox's own poll is 60 s). */
const BACK_WITHIN_MS = 10_000;

async function waitUntilCacheSaved(page: Page) {
  await expect.poll(() => page.evaluate(() => (localStorage.getItem('barbershop.admin-cache') ?? '').includes('"today"'))).toBe(true);
}

test('reloaded with the server down: the saved copy says so and from when, no red error; the Inbox count comes back with the server', async ({ page, context }) => {
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

  down = false; // the server answers again
  const back = Date.now();
  await expect(page.getByTestId('inbox-unread-count')).toBeVisible({ timeout: BACK_WITHIN_MS });
  await expect(note).toBeHidden({ timeout: BACK_WITHIN_MS }); // the list is live again
  test.info().annotations.push({ type: 'inbox count back after the server', description: `${Date.now() - back} ms` });
});
