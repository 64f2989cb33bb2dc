import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { uniqueEmail } from './booking-helpers';
import type { MailboxMessage } from './mailbox-server';

/** The mailbox Playwright starts beside the app (playwright.config.ts); the app's SMTP_URL points at it. */
const mailbox = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;

async function messagesTo(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailboxMessage[];
}

/** The header's unread count (0 when it shows none). */
async function unreadCount(page: Page): Promise<number> {
  const button = page.getByTestId('inbox-button');
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

async function sendContactMessage(page: Page, m: { firstName: string; lastName: string; email: string; message: string }) {
  await page.goto('/contact');
  await page.getByLabel('First Name').fill(m.firstName);
  await page.getByLabel('Last Name').fill(m.lastName);
  await page.getByLabel('Email', { exact: true }).fill(m.email);
  await page.getByLabel('Message', { exact: true }).fill(m.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message Sent');
}

/**
 * The journey: a visitor writes from the Contact page; at the desk the header counts it on
 * every tab and opens the inbox; the message links to the client's record (same email, other case);
 * staff answer it; the reply shows in the thread, the message is handled, the count drops, and the
 * email arrives at the test SMTP server quoting the visitor's words.
 */
test('a Contact message reaches the inbox with its count, links the client, and is answered by email', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('inbox');
  // A returning client: their record exists under the same address, typed in another case.
  const made = await page.request.post('/api/clients', {
    data: { firstName: 'Héctor', lastName: 'Quiñones', email, phone: '787-555-0190' },
  });
  expect(made.status()).toBe(201);

  await signInAsStaff(page);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const before = await unreadCount(page);

  const visitor = await browser.newPage();
  const words = 'Can I book a beard trim for four people on Saturday morning?';
  await sendContactMessage(visitor, { firstName: 'Héctor', lastName: 'Quiñones', email: email.toUpperCase(), message: words });
  await visitor.close();

  // On any tab, the header shows the new count (it loads with the dashboard) and opens the inbox.
  await page.reload();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect.poll(() => unreadCount(page)).toBe(before + 1);
  await expect(page.getByTestId('inbox-unread-count')).toHaveText(String(before + 1));
  await page.getByTestId('inbox-button').click();
  await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');

  const list = page.getByRole('list', { name: 'Contact messages' });
  const card = list.getByRole('listitem').filter({ hasText: words });
  await expect(list.getByTestId('inbox-message').first()).toContainText(words); // newest first
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: email.toUpperCase() })).toHaveAttribute('href', `mailto:${email.toUpperCase()}`);

  // The client's record, from the message.
  await card.getByRole('button', { name: 'Client record for Héctor Quiñones' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Héctor Quiñones' })).toBeVisible();
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // An empty reply is refused in place; a real one is sent.
  await card.getByRole('button', { name: 'Send Reply' }).click();
  await expect(card.getByText('Reply is required')).toBeVisible();
  const reply = 'Yes! Four chairs are free from 9 AM on Saturday. See you then.';
  await card.getByLabel('Reply by email').fill(reply);
  await card.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByTestId('toast')).toContainText('Reply Sent');
  const thread = card.getByRole('list', { name: 'Replies to Héctor Quiñones' });
  await expect(thread).toContainText(reply);
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Reply by email')).toHaveValue('');
  await expect.poll(() => unreadCount(page)).toBe(before);

  // The email arrives, quoting the visitor's message; the thread then says it was sent.
  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await messagesTo(email);
  expect(mail!.subject).toBe('Re: your message to The Gentlemen’s Barbershop');
  expect(mail!.text).toContain('Hi Héctor,');
  expect(mail!.text).toContain(reply);
  expect(mail!.text).toContain(`> ${words}`);
  await expect
    .poll(
      async () => {
        await page.getByRole('radio', { name: /Unread/ }).click();
        await page.getByRole('radio', { name: 'All' }).click();
        return thread.locator('li').first().getAttribute('data-email-state');
      },
      { timeout: 20_000 },
    )
    .toBe('sent');
  await expect(thread.getByText('Email sent')).toBeVisible();
  await card.screenshot({ path: 'tests/e2e/.screens/inbox-thread-1024.png' });

  // Back to unread and handled again, by hand.
  await card.getByRole('button', { name: 'Mark Unread' }).click();
  await expect.poll(() => unreadCount(page)).toBe(before + 1);
  await page.getByRole('radio', { name: /Unread/ }).click();
  await expect(list.getByRole('listitem').filter({ hasText: words })).toBeVisible();
  await list.getByRole('listitem').filter({ hasText: words }).getByRole('button', { name: 'Mark Handled' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);
  await expect.poll(() => unreadCount(page)).toBe(before);
});

test.describe('the Contact form past its limit', () => {
  test.use({ serviceWorkers: 'block' });
  test("says the server's wait message in the failure toast and keeps what was typed", async ({ page }) => {
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '600' },
        json: { message: 'Too many messages from this address. Please try again in a few minutes.', code: 'too_many_requests' },
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('First Name').fill('Ana');
    await page.getByLabel('Last Name').fill('Rosa');
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Do you take walk-ins on Saturday mornings?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Message Not Sent');
    await expect(toast).toContainText('Too many messages from this address. Please try again in a few minutes.');
    await expect(toast).toHaveClass(/toast-destructive/);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Do you take walk-ins on Saturday mornings?');
  });
});

for (const width of [390, 1024]) {
  test(`the inbox at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await sendContactMessage(page, {
      firstName: 'Sofía',
      lastName: 'Marrero',
      email: uniqueEmail('screen'),
      message: 'Do you sell gift cards for Father’s Day?\nI would like two.',
    });
    await signInAsStaff(page);
    await page.getByTestId('inbox-button').click();
    await expect(page.getByRole('list', { name: 'Contact messages' }).getByTestId('inbox-message').first()).toContainText('gift cards');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `tests/e2e/.screens/inbox-${width}.png`, fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `tests/e2e/.screens/inbox-header-${width}.png` });
  });
}
