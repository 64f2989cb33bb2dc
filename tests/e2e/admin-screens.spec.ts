import { test } from './fixtures';
import { signInAsStaff } from './admin-helpers';

/**
 * Not a check: screenshots of the admin sign-in and dashboard at phone and tablet size, for a
 * person to look at. Runs only with ADMIN_SCREENS=1; writes to tests/e2e/.screens/ (gitignored).
 *   ADMIN_SCREENS=1 npx playwright test tests/e2e/admin-screens --project tablet
 */
const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } };
const shot = (name: string) => `tests/e2e/.screens/admin-${name}.png`;

if (process.env.ADMIN_SCREENS) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`admin screenshots at ${size} size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.screenshot({ path: shot(`${size}-access-denied`) });
      await page.waitForURL(/\/admin\/login$/);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Username must be at least 3 characters').waitFor();
      await page.screenshot({ path: shot(`${size}-login-errors`) });
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await page.screenshot({ path: shot(`${size}-login`) });
      await signInAsStaff(page);
      await page.screenshot({ path: shot(`${size}-dashboard`) });
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await page.screenshot({ path: shot(`${size}-dashboard-analytics`) });
    });
  }
}
