import { expect, test } from './fixtures';
import { E2E_STAFF, signInAsStaff, submitLogin } from './admin-helpers';

const TABS = ['Floor', 'Manage', 'Clients', 'Appointments', 'Schedule', 'Orders', 'Analytics', 'Inbox'];
// The Floor the dashboard opens on lists the barbers of a working day (closed on Sundays): on a Sunday
// these tests stand on Monday (shop-clock.ts).
test.use({ workingDay: true });

test('a visitor without a session at /admin sees Access Denied, then lands on /admin/login', async ({ page }) => {
  await page.goto('/admin');
  // The page stays one second (LOGIN_REDIRECT_MS): its heading and button are checked in one look, as two
  // checks in a row outlasted that second on a loaded machine (the button was gone, on to the login).
  await expect(page.locator('.admin-card')).toMatchAriaSnapshot(`
    - heading "Access Denied" [level=1]
    - button "Go to Login"
  `);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Authentication Required');
  await expect(toast).toContainText('Please log in to access the admin dashboard.');
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 4000 });
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a wrong password shows Login Failed with the server’s message and stays on the login page', async ({ page }) => {
  await submitLogin(page, E2E_STAFF.username, 'not-the-password');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Login Failed');
  await expect(toast).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the login form checks the spec’s rules before sending anything', async ({ page }) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/auth/login')) sent++;
  });
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  expect(sent).toBe(0);
});

test('a staff member signs in, sees the dashboard with its eight tabs, and signs out for real', async ({ page }) => {
  await signInAsStaff(page, null);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Login Successful');
  await expect(toast).toContainText(`Welcome back, ${E2E_STAFF.username}!`);

  await expect(page.getByText('The Gentlemen’s Barbershop')).toBeVisible();
  for (const name of TABS) await expect(page.getByRole('tab', { name })).toBeVisible();
  // The Floor is first and open (docs/decisions/071-line-push-and-floor-first.md); Manage is one tap away.
  await expect(page.getByRole('tab').first()).toHaveAccessibleName('Floor');
  await expect(page.getByRole('tab', { name: 'Floor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('floor-barber').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=manage$/);
  await expect(page.getByRole('heading', { name: 'Appointment Manager' })).toBeVisible();
  await expect(page.getByText('Manage walk-ins and cancellations')).toBeVisible();
  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Client Database' })).toBeVisible();

  // A reload keeps the session (cookie + server-side row).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const check = await page.request.get('/api/auth/user');
  expect(check.status()).toBe(401);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('the spec’s /api/login leftover lands on the admin login page', async ({ page }) => {
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a visitor on the public site never downloads admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /admin|login-page|dashboard|current-user|replay|outbox/i.test(u))).toEqual([]);
});

test('on a phone, staff sign in and reach all eight tabs @phone', async ({ page }) => {
  await signInAsStaff(page);
  // The row scrolls sideways where they do not all fit (admin.css): each is reached in it.
  for (const name of TABS) {
    await page.getByRole('tab', { name }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab', { name })).toBeInViewport();
  }
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Business Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
