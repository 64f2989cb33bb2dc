import type { Page } from '@playwright/test';
import { expect, FULL_BROWSER, test } from './fixtures';
import { es } from './i18n-helpers';

/**
 * The public pages' text, pictures and links stay the server's HTML (see
 * docs/decisions/050-static-sections.md): React takes each static section over as one element without
 * rendering the components inside it. Hydrating them was most of a phone's main-thread work after the
 * first paint (Home: about 1,100 components, 8-57 ms slices for half a second in Lighthouse's trace).
 * Their links still go through the router, and they render again when the language changes. Those on
 * the screen render their components once the page is idle after hydrating (decision 108).
 */
const STATIC: Record<string, string[]> = {
  '/': ['home-hero', 'home-services', 'home-products', 'home-why', 'home-work', 'home-booking', 'home-visit', 'footer'],
  '/services': ['services-banner', 'service-1', 'service-2', 'service-3', 'service-4', 'footer'],
  '/barbers': ['barbers-banner', 'barber-1', 'barber-2', 'barber-3', 'barber-4', 'barbers-book', 'footer'],
  '/about': ['about-banner', 'about-story', 'about-more', 'footer'],
  '/contact': ['contact-banner', 'contact-details', 'contact-hours', 'footer'],
  '/store': ['footer'],
  '/book': ['footer'],
};

test.use({ serviceWorkers: 'block' });
// Pages no pointer has touched before the test's first tap: the headless shell moves a mouse onto each new
// page, a first use (docs/decisions/110).
test.use({ launchOptions: FULL_BROWSER });

/**
 * Loaded and hydrated. The menu is a native popover that answers from the HTML (pwa/start/README.md), so
 * its answer does not say the app has started; its tap starts it. The page has started once the effect
 * that ends hydration has run (`<html data-hydrated>`, pwa/app/app-frame.tsx): the header alone hydrates
 * first, and a link followed before the whole page has started finds Home's sections still holding the
 * server's HTML when it comes back (static-section.tsx), or is the browser's own, a new document.
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
}

/**
 * Per static section: its elements, how many of them React hydrated (they carry its fiber), and whether any
 * of its boxes is on the screen.
 */
const sections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-static]')].map((s) => {
      const all = [...s.querySelectorAll('*')];
      return {
        name: s.dataset.static!,
        elements: all.length,
        hydrated: all.filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber$'))).length,
        onScreen: [...s.children].some((c) => {
          const box = c.getBoundingClientRect();
          return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
        }),
      };
    }),
  );

for (const [path, names] of Object.entries(STATIC)) {
  test(`@phone ${path}: its static sections keep the server’s HTML while it hydrates; only those on the screen become React’s, once it is idle`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        // As Chrome's layout shift score counts them: a shift within 500 ms of the visitor's input (here the
        // menu's tap, which starts the app) is the answer to it, not one the page made on its own.
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHydrated(page, path);
    const text = await page.evaluate(() => document.getElementById('root')!.textContent);
    const found = await sections(page);
    expect(found.map((s) => s.name)).toEqual(names);
    for (const s of found) expect(s.elements, `${s.name} has content`).toBeGreaterThan(5);
    const onScreen = found.filter((s) => s.onScreen).map((s) => s.name);
    // Once idle, a section on the screen renders its components; the rest stay the server's HTML.
    await expect.poll(async () => (await sections(page)).filter((s) => s.hydrated > 0).map((s) => s.name)).toEqual(onScreen);
    await page.waitForTimeout(300);
    for (const s of await sections(page)) if (!s.onScreen) expect(s.hydrated, `${s.name}: elements React hydrated`).toBe(0);
    // The same page: the same text, and nothing moved.
    expect(await page.evaluate(() => document.getElementById('root')!.textContent)).toBe(text);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
}

test('@phone the hero, React’s once the page is idle, takes a new language as a change of its text: its elements are the ones it had', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await expect.poll(async () => (await sections(page)).find((s) => s.name === 'home-hero')!.hydrated).toBeGreaterThan(0);
  await page.evaluate(() => ((document.querySelector('#home h1') as unknown as { kept: boolean }).kept = true));
  await page.getByRole('button', { name: 'Español' }).first().click();
  await expect(page.locator('#home').getByRole('link', { name: es('site.action.bookAppointment') })).toBeVisible();
  expect(await page.evaluate(() => (document.querySelector('#home h1') as unknown as { kept?: boolean }).kept)).toBe(true);
});

test('@phone a link in a static section goes through the router: no new document, and the page it opens renders as usual', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator('#home').getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/book$/);
  // The booking page itself, not only its address: the router changes the address first and draws the
  // new page after, in a transition; a Back before that would find Home never left (still the server's HTML).
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Appointment' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Back on Home, opened by the router this time: its components render (they are React's now).
  await page.goBack();
  await expect(page.locator('#home')).toBeVisible();
  expect((await sections(page)).find((s) => s.name === 'home-hero')!.hydrated).toBeGreaterThan(0);
  // The footer's links too.
  await page.locator('footer').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('@phone switching the language draws the static sections again, in Spanish', async ({ page }) => {
  await openHydrated(page, '/');
  await page.getByRole('button', { name: 'Español' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('#services').getByRole('heading', { name: es('site.services.title') })).toBeVisible();
  await expect(page.locator('footer').getByRole('heading', { name: es('site.footer.quickLinks') })).toBeVisible();
  await expect(page.locator('#home').getByRole('link', { name: es('site.action.bookAppointment') })).toBeVisible();
  // Every section has followed, and none says its text is in another language.
  await expect(page.locator('[data-static][lang]')).toHaveCount(0);
});

/**
 * A part off the screen takes a new language after the frame that answers the switch, and says which
 * language its text is in until then (`lang` on its wrapper; docs/decisions/102). For that frame it is not
 * even styled: `content-visibility: hidden` while it waits (pwa/styles.css), where `auto` would style the
 * ten store cards or two of Home's sections within one and a half screens of the view. It keeps the size it
 * was last drawn at: the page below the screen does not jump.
 */
for (const [path, parts] of [
  ['/store', '.store-card'],
  ['/', '.site-section:not(.site-hero)'],
  // Each barber's and each service's card is a part of its own, and so is the contact form: a page of them
  // draws only those on the screen for the switch's answer.
  ['/barbers', '[data-static^="barber-"] > .site-card'],
  ['/services', '[data-static^="service-"] > .site-card'],
  ['/contact', '.off-screen-part > .site-card'],
] as const) {
  test(`@phone ${path}: parts off the screen that wait for a new language are skipped for its answer, and keep their size`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    // As a visitor who reads first finds it: the sections on the screen are React's (decision 108). The store
    // has none on the screen.
    if (path !== '/store') await expect(page.locator('[data-live-in-view]').first()).toBeAttached();
    const atAnswer = page.evaluate(
      (selector) =>
        new Promise<{ waiting: string[]; resized: number[] }>((resolve) => {
          const below = [...document.querySelectorAll<HTMLElement>(selector)].filter((p) => p.getBoundingClientRect().top > innerHeight);
          const heightsBefore = below.map((p) => p.getBoundingClientRect().height);
          // The commit that answers presses the switch: what is below the screen then is what the answer's
          // frame styles. (`<html lang>` follows a frame later, when the parts off the screen may have their
          // Spanish text already.)
          const spanish = document.querySelector('header [lang="es"][aria-pressed]')!;
          new MutationObserver((_, observer) => {
            if (spanish.getAttribute('aria-pressed') !== 'true') return;
            observer.disconnect();
            resolve({
              waiting: below.map((p) => `${p.parentElement!.getAttribute('lang')} ${getComputedStyle(p).contentVisibility}`),
              resized: below.map((p, i) => p.getBoundingClientRect().height - heightsBefore[i]!).filter((d) => d !== 0),
            });
          }).observe(spanish, { attributes: true, attributeFilter: ['aria-pressed'] });
        }),
      parts,
    );
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).first().click();
    const seen = await atAnswer;
    expect(seen.waiting.length).toBeGreaterThan(0);
    expect(new Set(seen.waiting)).toEqual(new Set(['en hidden']));
    expect(seen.resized).toEqual([]);
    // Then each has its Spanish text, says nothing of its own language, and is drawn near the screen again.
    await expect(page.locator('[data-static][lang], .off-screen-part[lang]')).toHaveCount(0);
    // (Polled: the shop's texts asked again once the browser is idle may draw a section anew meanwhile.) A
    // section that became React's on the screen while the page was idle stays `visible` (decision 108).
    await expect
      .poll(() =>
        page.locator(parts).evaluateAll((ps) => [
          ...new Set(
            ps.map((p) => {
              const drawn = getComputedStyle(p).contentVisibility;
              const expected = p.parentElement!.hasAttribute('data-live-in-view') ? 'visible' : 'auto';
              return drawn === expected ? 'as expected' : `${drawn}, not ${expected}`;
            }),
          ),
        ]),
      )
      .toEqual(['as expected']);
  });
}

/**
 * The parts above the screen wait too, and keep their size: the hero has no remembered size, so it is not
 * skipped (`content-visibility: hidden` would size it to nothing and pull the page up). The switch is clicked
 * by script: scrolled down, a phone's header shows the menu, not the switch, and a switch made from the menu
 * first brings the page back to its top (as it did before decisions 102 and 103).
 */
test('@phone /, scrolled past the hero: a language switch does not resize what is above the screen', async ({ page }) => {
  await openHydrated(page, '/');
  // The third section at the top of the screen: the hero and the next one are above it.
  await page.evaluate(() => window.scrollTo(0, document.querySelectorAll('.site-section')[2]!.getBoundingClientRect().top + scrollY));
  await page.waitForTimeout(300);
  const seen = await page.evaluate(
    () =>
      new Promise<{ above: string[]; resized: string[]; scrollY: number }>((resolve) => {
        const html = document.documentElement;
        const above = [...document.querySelectorAll<HTMLElement>('.site-section')].filter((s) => s.getBoundingClientRect().bottom <= 0);
        const before = above.map((s) => s.getBoundingClientRect().height);
        new MutationObserver((_, observer) => {
          if (html.lang !== 'es') return;
          observer.disconnect();
          resolve({
            above: above.map((s) => s.id),
            resized: above.filter((s, i) => s.getBoundingClientRect().height !== before[i]).map((s) => s.id),
            scrollY,
          });
        }).observe(html, { attributes: true, attributeFilter: ['lang'] });
        document.querySelector<HTMLElement>('header [data-switch-lang="es"]')!.click();
      }),
  );
  expect(seen.scrollY).toBeGreaterThan(0);
  expect(seen.above).toContain('home');
  expect(seen.resized).toEqual([]);
});
