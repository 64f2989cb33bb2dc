import { expect, test, type Page } from './fixtures';
import { SHOP } from '#shared/shop';

async function fillValid(page: Page) {
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Rosa');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Phone').fill('787-555-0101');
  await page.getByLabel('Message', { exact: true }).fill('Do you take walk-ins on Saturday mornings?');
}

test('Contact shows details, the business hours, Instagram and a link to book', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Plaza Las Américas, Local 532')).toBeVisible();
  await expect(main.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', SHOP.phoneHref);
  await expect(main.getByRole('link', { name: SHOP.email })).toHaveAttribute('href', `mailto:${SHOP.email}`);
  await expect(main.getByRole('link', { name: /^@/ })).toHaveAttribute('href', SHOP.instagram);
  await expect(main.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book');
  const hours = main.getByRole('table', { name: 'Business hours' });
  await expect(hours.getByRole('row')).toHaveCount(8);
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('8:30 AM – 9:00 PM');
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('11:00 AM – 7:00 PM');
});

test('an empty form shows a clear error per field and sends nothing', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/contact-messages')) posts++;
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const msg of ['First name is required', 'Last name is required', 'Email is required', 'Message must be at least 10 characters']) {
    await expect(page.getByText(msg)).toBeVisible();
  }
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('First name is required');
  await expect(page.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true');

  await fillValid(page);
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  expect(posts).toBe(0);
});

test('a valid message is sent and confirmed with a toast, and the form empties', async ({ page }) => {
  await page.goto('/contact');
  await fillValid(page);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const res = await sent;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({
    firstName: 'Ana',
    lastName: 'Rosa',
    email: 'ana@example.com',
    phone: '787-555-0101',
  });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Message Sent');
  await expect(toast).toContainText('Thanks, we will get back to you soon.');
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});

test.describe('when the server refuses', () => {
  test.use({ serviceWorkers: 'block' });
  test('a failure shows a destructive toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error', code: 'internal' } }),
    );
    await page.goto('/contact');
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Message Not Sent');
    await expect(toast).toHaveClass(/toast-destructive/);
    await expect(page.getByLabel('First Name')).toHaveValue('Ana');
  });
});
