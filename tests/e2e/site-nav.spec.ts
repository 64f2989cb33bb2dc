import { expect, test, type Page } from './fixtures';
import { SHOP } from '#shared/shop';
import { drawWholePage } from './app-shell';

const ROUTES = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Barbers', '/barbers'],
  ['Join the line', '/line'],
  ['Store', '/store'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Where a section sits once a link has scrolled to it, after the smooth scroll has ended: its top
 * right under the header (the top is its scroll margin), or the page scrolled to its very end when
 * the section is too near the end to reach the top. Home's sections below the screen are drawn only
 * when they come near it (content-visibility), so this is what proves the estimate of their height
 * never leaves a link short of its section.
 */
async function landsUnderHeader(page: Page, id: string) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still > 10) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  // The link's work is over: the sections are back to being drawn on demand, at the sizes they were drawn.
  await expect.poll(() => page.evaluate(() => 'drawAll' in document.documentElement.dataset)).toBe(false);
  const at = await page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const end = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    return { top: el.getBoundingClientRect().top, margin: parseFloat(getComputedStyle(el).scrollMarginTop), end, screen: innerHeight };
  }, id);
  if (at.end) {
    expect(at.top, `#${id} is below the header`).toBeGreaterThanOrEqual(at.margin - 1);
    expect(at.top, `#${id} is on the screen`).toBeLessThan(at.screen);
  } else expect(Math.abs(at.top - at.margin), `#${id} is ${at.top} px from the top, not ${at.margin}`).toBeLessThanOrEqual(1);
}

test.describe('header and footer (tablet)', () => {
  test('on an inner page the header links every route, the Admin link and Book Now', async ({ page }) => {
    await page.goto('/about');
    for (const [label, href] of ROUTES)
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book');
    await expect(header.getByRole('link', { name: `Call ${SHOP.phone}` })).toHaveAttribute('href', SHOP.phoneHref);
    await expect(header.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', SHOP.instagram);
    await expect(header.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', SHOP.facebook);

    await mainNav(page).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: SHOP.name })).toBeVisible();
  });

  test('on Home the bar scrolls to the sections home, services, barbers, booking and contact', async ({ page }) => {
    await page.goto('/');
    const sections = [
      ['Services', 'services'],
      ['Barbers', 'barbers'],
      ['Booking', 'booking'],
      ['Contact', 'contact'],
      ['Home', 'home'],
    ] as const;
    for (const [label, id] of sections) {
      const link = mainNav(page).getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', `#${id}`);
      await link.click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await landsUnderHeader(page, id);
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(mainNav(page).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  test('a section link lands its section under the header from anywhere on Home, and an address with #section opens there', async ({
    page,
  }) => {
    await page.goto('/');
    for (const id of ['contact', 'services', 'booking', 'barbers', 'contact', 'home']) {
      await mainNav(page)
        .getByRole('link', { name: id.charAt(0).toUpperCase() + id.slice(1), exact: true })
        .click();
      await landsUnderHeader(page, id);
    }
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Panel' })).toBeInViewport();
    for (const id of ['barbers', 'booking', 'contact']) {
      await page.goto('/about');
      await page.goto(`/#${id}`);
      await landsUnderHeader(page, id);
    }
  });

  test('before the page’s code has loaded, a section link on Home scrolls as it does after (the address gets no #)', async ({ page }) => {
    // The app's code arrives late, as on a slow connection (docs/decisions/048-first-paint-then-code.md).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await mainNav(page).getByRole('link', { name: 'Barbers', exact: true }).click();
    await expect(page.locator('#barbers')).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
    await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Admin link shows everywhere except on /store', async ({ page }) => {
    await page.goto('/store');
    await expect(mainNav(page).getByRole('link', { name: 'Store' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    for (const path of ['/', '/services', '/barbers', '/about', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toBeVisible();
    }
  });

  test('the footer has quick links, social links, an Admin Panel link, Find my booking and the policy pages', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    for (const [label, href] of [...ROUTES, ['Book Now', '/book']] as const) {
      await expect(quick.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', SHOP.instagram);
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', SHOP.facebook);
    await expect(footer.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Find my booking', '/find-booking'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByText('Plaza Las Américas, Local 532')).toBeVisible();
    await footer.getByRole('link', { name: 'Barbers', exact: true }).click();
    await expect(page).toHaveURL(/\/barbers$/);
  });
});

/**
 * Join the line (/line) is a link in the bar on Home as on every public page, in English and Spanish, at
 * the 1024 px tablet; the bar's links never run into the shop's name (docs/decisions/071-line-push-and-floor-first.md).
 */
for (const [lang, locale, label] of [
  ['English', 'en-US', 'Join the line'],
  ['Spanish', 'es-PR', 'La fila'],
] as const) {
  test(`the bar links Join the line on Home and on the other pages at 1024 px, beside the name, in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    try {
      for (const path of ['/', '/about', '/line', '/book']) {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: lang === 'English' ? 'Main' : 'Principal' });
        const link = nav.getByRole('link', { name: label, exact: true });
        await expect(link, path).toHaveAttribute('href', '/line');
        await expect(link, path).toBeInViewport();
        await page.evaluate(() => document.fonts.ready);
        const [brandRight, navLeft, navRight] = await page.evaluate(() => {
          const brand = document.querySelector('.site-brand')!.getBoundingClientRect();
          const list = document.querySelector('.site-nav-list')!.getBoundingClientRect();
          return [brand.right, list.left, list.right];
        });
        expect(navLeft, `${path}: the links start after the shop's name`).toBeGreaterThanOrEqual(brandRight);
        expect(navRight, `${path}: the links end inside the screen`).toBeLessThanOrEqual(1024);
      }
      await page.goto('/');
      const hero = page.locator('#home');
      await expect(hero.getByRole('link', { name: label })).toHaveAttribute('href', '/line');
      await page
        .getByRole('navigation', { name: lang === 'English' ? 'Main' : 'Principal' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(/\/line$/);
    } finally {
      await context.close();
    }
  });
}

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'runs in the phone project (a phone-sized, touch browser)');

  test('the menu toggle opens and closes the menu, and its links work @phone', async ({ page }) => {
    await page.goto('/about');
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    for (const [label, href] of ROUTES) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Barbers' }).click();
    await expect(page).toHaveURL(/\/barbers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Barbers' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book');
  });

  test('on Home the menu scrolls to a section and closes @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '#booking');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Visit Our Shop' })).toBeInViewport();
    await landsUnderHeader(page, 'contact');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Store' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });
  test('at 390 px, Home shows Join the line on its first screen and in the menu, which opens /line @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('#home').getByRole('link', { name: 'Join the line' })).toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Join the line', exact: true }).click();
    await expect(page).toHaveURL(/\/line$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Join the line', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('phone layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'runs in the phone project (a phone-sized, touch browser)');

  test('no public page scrolls sideways on a phone @phone', async ({ page }) => {
    for (const path of ['/', '/services', '/barbers', '/about', '/contact', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await drawWholePage(page); // what is below the screen too, uncontained
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scroll, `${path} is wider than the screen`).toBeLessThanOrEqual(client);
    }
  });
});
