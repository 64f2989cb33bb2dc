import { expect, FULL_BROWSER, test } from './fixtures';
import { usePage } from './app-shell';

/**
 * A public page paints from its HTML and its stylesheets, then loads its code (see
 * docs/decisions/048-first-paint-then-code.md, 049-quiet-main-thread.md): the HTML names one small
 * script (pwa/start/boot.ts), no module preload, and links its stylesheets in its head, with no CSS inline.
 * The browser styles the page once, before its first paint: a stylesheet switched on after the paint
 * restyles and lays out the whole page again (200-350 ms of a phone's main thread on /, whatever the
 * sheet's size). No code is fetched before the browser reports the first paint; the page's code
 * loads and runs on its first use (docs/decisions/052-code-on-first-use.md), and React then hydrates
 * the page inside a Suspense boundary, in slices.
 */
const PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];

test.use({ serviceWorkers: 'block' });
// Pages no pointer has touched: the headless shell moves a mouse onto each new page, a first use
// (docs/decisions/110).
test.use({ launchOptions: FULL_BROWSER });

for (const path of PAGES) {
  test(`@phone ${path}: paints from the HTML, then loads its stylesheets and code, and hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const scripts = html.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g) ?? [];
    expect(scripts, 'one script in the HTML: the boot file').toHaveLength(1);
    const boot = /src="([^"]*)"/.exec(scripts[0]!)![1]!;
    expect(html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/)?.[0]).toBeUndefined();
    // (React's own <link rel="preload" as="image"> for a picture at the top of the page is welcome.)
    expect(html.match(/<link\b[^>]*\brel="preload"[^>]*\bas="(script|style|fetch)"[^>]*>/)?.[0]).toBeUndefined();
    // The stylesheets are linked in the head, applying from the first paint; no CSS inline, nothing switched on later.
    const head = html.slice(0, html.indexOf('</head>'));
    const linked = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(
      linked.some((l) => /href="\/assets\/site-[^"]+\.css"/.test(l)),
      'the site stylesheet is linked in the head',
    ).toBe(true);
    for (const l of linked) expect(l).not.toMatch(/\bmedia=|\bdisabled\b/);
    expect(head.match(/<style\b/)?.[0], 'no CSS inline in the head').toBeUndefined();
    expect(html).not.toContain('<noscript>');
    // The pages sit in a Suspense boundary (its marker opens the rendered markup): hydration in slices.
    expect(/<div id="root">(<link [^>]*>)*<div data-is-root-theme[^>]*><!--\$-->/.test(html), 'a Suspense boundary opens the page').toBe(
      true,
    );
    const listed = JSON.parse(/<script type="application\/json" id="page-assets">([^<]*)<\/script>/.exec(html)![1]!) as {
      modules: string[];
    };
    expect(Object.keys(listed).sort()).toEqual(['modules', 'year']);
    expect(listed.modules.length).toBeGreaterThan(0);
    // zod and the schemas (90 kB, 100-170 ms of a phone's main thread to evaluate) are not part of starting
    // a page that only shows what its HTML holds; they load when a form is checked or data is saved.
    expect(listed.modules.filter((m) => /\/assets\/(schemas|zod)-/.test(m))).toEqual([]);
    // React is a file of its own: the boot file evaluates it, yields, then evaluates the app (one task of both
    // was 190-220 ms on a phone, 4x CPU; docs/decisions/050-static-sections.md).
    expect(listed.modules.filter((m) => /\/assets\/react-[A-Za-z0-9_-]{8}\.js$/.test(m))).toHaveLength(1);
    const styles = linked.map((l) => /href="([^"]*)"/.exec(l)![1]!);

    await page.goto(path, { waitUntil: 'networkidle' });
    // The menu opens from the HTML (a native popover, decision 077), and the tap starts the app.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
    // Every listed module fetched (a loaded machine left a gap over networkidle's 500 ms before the last one).
    await expect
      .poll(() =>
        page.evaluate((modules) => {
          const got = new Set(performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
          return modules.filter((m) => !got.has(m));
        }, listed.modules),
      )
      .toEqual([]);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        parsed: nav.domInteractive,
        painted: paint?.startTime ?? null,
        assets: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^?]+\.js$/.test(new URL(r.name).pathname))
          .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
        sheets: [...document.styleSheets].map((s) => (s.href ? new URL(s.href).pathname : 'inline')),
      };
    });
    expect(timing.painted, 'the page painted').not.toBeNull();
    // No code competes with the first paint: the browser reports it on screen before any module is fetched.
    const firstPaint = Math.max(timing.parsed, timing.painted!);
    const early = timing.assets.filter((a) => a.path !== boot && a.start < firstPaint);
    expect(early, `fetched before the page was parsed and painted (${firstPaint.toFixed(0)} ms)`).toEqual([]);
    const fetched = new Set(timing.assets.map((a) => a.path));
    for (const m of listed.modules) expect(fetched, `${m} was loaded`).toContain(m);
    // Each linked stylesheet applies, once (no copy switched on after the paint).
    expect(timing.sheets.slice(0, styles.length)).toEqual(styles);
    const files = timing.sheets.filter((s) => s !== 'inline');
    expect(new Set(files).size, 'no stylesheet applied twice').toBe(files.length);
  });
}

test('@phone /contact starts without zod: the form’s schema loads with its first check, and the check works', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const zodFiles = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => /\/assets\/(zod|schemas|contact)-[A-Za-z0-9_-]{8}\.js$/.test(p)),
    );
  expect(await zodFiles()).toEqual([]);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  expect((await zodFiles()).length).toBeGreaterThan(0);
});

test('@phone a tap before the code has loaded is kept and runs once the page has hydrated (the form is not sent the browser’s own way)', async ({
  page,
}) => {
  // The app's code arrives late, as on a slow connection.
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('@phone a visitor who scrolled before the page hydrated stays where they were (the router does not scroll to the top)', async ({
  page,
}) => {
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto('/store', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  // Hydrated (a pointer over the page starts it, docs/decisions/052-code-on-first-use.md): the app's build id is on <html>.
  await usePage(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});

/**
 * The shop’s pictures (gallery, barbers, products) are raster files. An SVG picture is a whole
 * document the page's main thread parses, lays out and paints (40-180 ms each at a phone's speed; 15
 * of them on /store), where a WebP is decoded off the main thread. The hero's artwork is drawn in the
 * page's own HTML (hero-art.tsx); the tab's icon is a PNG (an SVG favicon cost 30-60 ms as well).
 */
test('@phone the public pages’ pictures are WebP and the tab’s icon a PNG, not SVG documents', async ({ page }) => {
  const svgs: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if ((r.headers()['content-type'] ?? '').startsWith('image/svg+xml')) svgs.push(url.pathname);
  });
  const pictures = new Set<string>();
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 20000); // lazy pictures further down
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() =>
      [...document.images].filter((i) => i.complete && i.naturalWidth > 0).map((i) => new URL(i.currentSrc).pathname),
    );
    for (const p of shown) pictures.add(p);
  }
  expect(svgs).toEqual([]);
  // Hero, gallery, barbers and products: every kind of picture was seen, and each is a WebP.
  for (const folder of ['gallery', 'barbers', 'products'])
    expect(
      [...pictures].some((p) => p.startsWith(`/images/${folder}/`)),
      folder,
    ).toBe(true);
  for (const p of pictures) expect(p).toMatch(/\.webp$/);
});

/**
 * Starting the app leaves <html> as the server wrote it. Writing its `lang` again, even the same value,
 * makes the browser restyle every element of the page (a 22 ms task of 778 elements in Lighthouse's
 * trace of /, 88 ms at a phone's speed), because the language is inherited by all of them.
 */
test('@phone hydrating does not rewrite <html lang> when the page is already in the visitor’s language', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { htmlChanges: string[] }).htmlChanges = seen;
    // (Observed from the document: at this point <html> is not parsed yet.)
    new MutationObserver((records) => {
      for (const r of records) if (r.target === document.documentElement) seen.push(r.attributeName ?? '');
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang', 'data-build'] });
  });
  for (const path of ['/', '/store']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await usePage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const changes = await page.evaluate(() => (window as unknown as { htmlChanges: string[] }).htmlChanges);
    expect(changes, path).not.toContain('lang');
  }
  // Switching the language still sets it.
  await page.getByRole('button', { name: 'Español' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
