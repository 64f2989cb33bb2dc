import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { waitForServiceWorker } from './pwa-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

type Icon = { src: string; sizes: string; type: string; purpose?: string };

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPng(request: APIRequestContext, src: string, sizes: string) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  expect(pngSize(await res.body()), src).toBe(sizes);
}

test('the web app manifest is complete and every icon and screenshot is a PNG of its stated size', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const m = await res.json();
  expect(m).toMatchObject({
    id: '/',
    name: 'The Gentlemen’s Barbershop',
    short_name: 'Barbershop',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#111110',
    background_color: '#111110',
  });
  expect(m.description).toMatch(/barbershop/i);
  const icons = m.icons as Icon[];
  const find = (sizes: string, purpose: string) =>
    icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
  expect(find('192x192', 'any')).toBeTruthy();
  expect(find('512x512', 'any')).toBeTruthy();
  expect(find('512x512', 'maskable')).toBeTruthy();
  for (const i of icons) await expectPng(request, i.src, i.sizes);

  expect(m.shortcuts.map((s: { short_name: string; url: string }) => [s.short_name, s.url])).toEqual([
    ['Book', '/book'],
    ['Admin', '/admin'],
  ]);
  for (const s of m.shortcuts as { icons: Icon[] }[]) {
    expect(s.icons.length).toBeGreaterThan(0);
    for (const i of s.icons) await expectPng(request, i.src, i.sizes);
  }
  expect(m.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const s of m.screenshots as (Icon & { label: string })[]) {
    expect(s.label).toBeTruthy();
    await expectPng(request, s.src, s.sizes);
  }
});

test('the page links the manifest and an Apple touch icon, the service worker controls it, and Chromium finds no installability errors', async ({
  playwright,
  request,
  baseURL,
}, testInfo) => {
  // Chromium refuses to install from an incognito profile (every test context is one): use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    headless: true,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Count the app's requests for persistent storage (the browser's own answer does not matter here).
    await page.addInitScript(() => {
      const storage = navigator.storage as StorageManager & { persistCalls?: number };
      const persist = storage.persist.bind(storage);
      storage.persistCalls = 0;
      storage.persist = () => {
        storage.persistCalls! += 1;
        return persist();
      };
    });
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expectPng(request, touch!, '180x180');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111110');

    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/')).headers()['content-security-policy']).toContain("worker-src 'self'");

    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await expect.poll(() => page.evaluate(() => (navigator.storage as StorageManager & { persistCalls?: number }).persistCalls)).toBe(1);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the precache holds every built chunk and stylesheet; only catalogue and shop answers are kept from the API', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const distDir = process.env.E2E_DIST_DIR ?? path.join(process.env.E2E_DATA_DIR!, 'dist');
  // Every built file, less the .br/.gz copies the server sends in its place (the same URL, compressed).
  const built = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .map((f) => `/assets/${f}`);
  expect(built.some((f) => /booking-page-.*\.js$/.test(f))).toBe(true);
  expect(built.some((f) => f.endsWith('.css'))).toBe(true);

  // Some API traffic: catalogue and not.
  await page.evaluate(async () => {
    for (const p of [
      '/api/services',
      '/api/barbers/1',
      '/api/products?category=shampoo',
      '/api/health',
      '/api/auth/user',
      '/api/availability/1/2030-01-07',
    ])
      await fetch(p);
  });
  const cached = await page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name.startsWith('workbox-precache') ? 'precache' : name] = keys.map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return out;
  });
  const precached = new Set(cached.precache!.map((p) => p.replace(/\?__WB_REVISION__=.*$/, '')));
  for (const f of built) expect(precached, f).toContain(f);
  expect(precached).toContain('/index.html');
  expect(precached).toContain('/manifest.webmanifest');
  expect(cached.catalogue).toEqual(
    expect.arrayContaining(['/api/services', '/api/barbers', '/api/products', '/api/barbers/1', '/api/products?category=shampoo']),
  );
  const apiKept = Object.values(cached)
    .flat()
    .filter((p) => p.startsWith('/api/'));
  // The catalogue, and what the owner edits for the public pages (docs/decisions/041-back-office.md): nothing else.
  expect(apiKept.filter((p) => !/^\/api\/(services|barbers|products|shop|closures|booking-rules)\b/.test(p))).toEqual([]);
});
