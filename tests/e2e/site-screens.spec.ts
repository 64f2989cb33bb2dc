import { test } from './fixtures';
import { drawWholePage } from './app-shell';

/**
 * Not a check: full-page screenshots of the public pages at phone and tablet size, for a person to
 * look at. Runs only with SITE_SCREENS=1 and writes to tests/e2e/.screens/ (gitignored).
 *   SITE_SCREENS=1 npx playwright test tests/e2e/site-screens --project tablet
 */
const PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/no-such-page'];
const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } };

if (process.env.SITE_SCREENS) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`screenshots at ${size} size`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await drawWholePage(page);
        const name = path === '/' ? 'home' : path.slice(1);
        // Scroll through once so lazy images load, then save the page in readable slices.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += viewport.height) await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');
        const slice = viewport.height * 1.5;
        for (let i = 0; i * slice < height; i++) {
          const clip = { x: 0, y: i * slice, width: viewport.width, height: Math.min(slice, height - i * slice) };
          await page.screenshot({ path: `tests/e2e/.screens/${size}-${name}-${i + 1}.png`, fullPage: true, clip });
        }
      }
      if (size === 'phone') {
        await page.goto('/about');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.screenshot({ path: 'tests/e2e/.screens/phone-menu-open.png' });
        await page.goto('/contact');
        await page.getByRole('button', { name: 'Send Message' }).click();
        await drawWholePage(page);
        await page.screenshot({ path: 'tests/e2e/.screens/phone-contact-errors.png', fullPage: true });
      }
    });
  }
}
