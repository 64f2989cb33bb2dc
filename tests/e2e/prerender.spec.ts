import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { HYDRATION_PROBLEM } from './app-shell';

/**
 * The public pages arrive rendered (docs/decisions/043-prerendering.md): the first HTML response
 * already holds the page's heading, travels compressed, hydrates without a mismatch and without
 * shifting, and shows an owner's edit at once (the page cache follows the database's notifications).
 */
const SHOP = 'The Gentlemen’s Barbershop';
const PAGES = [
  { path: '/', heading: SHOP, title: `${SHOP} · San Juan` },
  { path: '/services', heading: 'Our Services', title: `Our Services · ${SHOP}` },
  { path: '/barbers', heading: 'Meet Our Barbers', title: `Meet Our Barbers · ${SHOP}` },
  { path: '/about', heading: 'About Us', title: `About Us · ${SHOP}` },
  { path: '/contact', heading: 'Contact Us', title: `Contact Us · ${SHOP}` },
  { path: '/store', heading: 'Grooming Store', title: `Store · ${SHOP}` },
  { path: '/book', heading: 'Book Your Appointment', title: `Book an Appointment · ${SHOP}` },
  { path: '/find-booking', heading: 'Find my booking', title: `Find my booking · ${SHOP}` },
  { path: '/privacy', heading: 'Privacy Policy', title: `Privacy Policy · ${SHOP}` },
  { path: '/terms', heading: 'Terms of Service', title: `Terms of Service · ${SHOP}` },
];

/** The text of the page's <h1> in a raw HTML string (tags inside it dropped). */
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

/** The document title in a raw HTML string. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

for (const { path, heading, title } of PAGES) {
  test(`${path}: the first HTML already shows “${heading}”, compressed, and hydrates without a mismatch or a shift`, async ({
    page,
    request,
  }) => {
    const res = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    const html = await res.text();
    expect(h1Of(html)).toBe(heading);
    // The tab, a shared link's preview and a search result name the page before any script runs.
    expect(titleOf(html)).toBe(title);
    // The stylesheets linked in the head, styling the first paint (docs/decisions/049-quiet-main-thread.md), the state as JSON (never run).
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/site-[^"]+\.css">/);
    expect(html).toContain('<script type="application/json" id="prerendered-state">');

    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_PROBLEM.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const catalogueFetches: string[] = [];
    page.on('request', (r) => {
      if (!r.serviceWorker() && /\/api\/(services|barbers|shop)$/.test(new URL(r.url()).pathname)) catalogueFetches.push(r.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The site stylesheet stays the one the HTML linked: the app's own loading of it does not add a second.
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/site-"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // The data came with the page: no refetch of what the server put in it.
    expect(catalogueFetches).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.05);
  });
}

test('an unknown path gets the 404 page, rendered, with status 404; the staff app keeps the app shell', async ({ request }) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  expect(h1Of(missingHtml)).toBe('404 Page Not Found');
  expect(titleOf(missingHtml)).toBe(`404 Page Not Found · ${SHOP}`);
  const admin = await request.get('/admin');
  expect(admin.status()).toBe(200);
  expect(await admin.text()).toContain('<div id="root"></div>');
});

test('a price the owner changes shows in the next first HTML of /services at once', async ({ page, request }) => {
  const before = await request.get('/services');
  const services = (await (await request.get('/api/services')).json()) as Array<{ id: number; name: string; price: number | null }>;
  const service = services.find((s) => s.price !== null)!;
  const next = service.price === 73 ? 74 : 73;
  expect(await before.text()).not.toMatch(new RegExp(`\\$${next}(\\.00)?\\+`));

  await signInAsStaff(page); // the run's first account: an owner
  try {
    const patched = await page.request.patch(`/api/services/${service.id}`, { data: { price: next } });
    expect(patched.status()).toBe(200);
    const after = await (await request.get('/services')).text();
    expect(after).toMatch(new RegExp(`\\$${next}(\\.00)?\\+`));
  } finally {
    expect((await page.request.patch(`/api/services/${service.id}`, { data: { price: service.price } })).status()).toBe(200);
  }
  // Put back: the page says so too.
  expect(await (await request.get('/services')).text()).not.toMatch(new RegExp(`\\$${next}(\\.00)?\\+`));
});

/** The raw bytes of an answer, as they came over the wire (node:http does not decompress). */
function rawGet(url: string, encoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

test('a pre-rendered page travels compressed once at brotli’s best (it is kept, so it is not compressed per request)', async ({
  baseURL,
}) => {
  await rawGet(`${baseURL}/about`, 'identity'); // rendered and kept
  const plain = await rawGet(`${baseURL}/about`, 'identity');
  expect(plain.encoding).toBeUndefined();
  const br = await rawGet(`${baseURL}/about`, 'br, gzip');
  expect(br.encoding).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  const best = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(br.body.length).toBeLessThanOrEqual(best + 64);
  const gz = await rawGet(`${baseURL}/about`, 'gzip');
  expect(gz.encoding).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
});
