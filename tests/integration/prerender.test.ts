import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCachedApp, type CachedApp } from './helpers/cached-app';
import { testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { signedInStaff } from './helpers/staff-session';

/**
 * The pre-rendered pages' cache across processes (docs/decisions/043-prerendering.md): two app
 * instances on one database, each with its own page cache. The renderer is a stand-in (the real one
 * is Vite's SSR build, tested end to end in tests/e2e/prerender.spec.ts) that prints the data the
 * server gave it and counts its renders, so what is served from the cache and what is rendered shows.
 */
const clock = testClock(new Date('2026-11-23T12:00:00Z'));
let database: TestDatabase;
let a: CachedApp;
let b: CachedApp;
let ownerB: Record<string, string>;
let dist: string;

// The renderer runs in a thread of its own (docs/decisions/087-renderer-off-the-main-thread.md): it
// counts its renders in a file, one line each, which the test reads.
const countFile = path.join(os.tmpdir(), `barbershop-prerender-renders-${process.pid}-${Date.now()}`);
const RENDERER = `
import { appendFileSync } from 'node:fs';
export function isNotFound(pathname) { return !['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'].includes(pathname); }
export async function render({ url, lang, queries }) {
  appendFileSync(${JSON.stringify(countFile)}, 'render\\n');
  const data = Object.fromEntries(queries.map(([key, value]) => [key.join('/'), value]));
  const pathname = new URL(url).pathname;
  const prices = data['/api/services'].map((s) => s.name + '=' + s.price).join(';');
  return { kind: 'page', status: isNotFound(pathname) ? 404 : 200, modules: [], state: JSON.stringify({ lang }),
    html: '<h1>' + pathname + '</h1><p id="prices">' + prices + '</p><p id="shop">' + data['/api/shop'].name + '</p>' };
}`;
const renders = () => (fs.existsSync(countFile) ? fs.readFileSync(countFile, 'utf8').split('\n').length - 1 : 0);

/**
 * The render count once it has stopped changing: a page served renders the other language's too, in the
 * background (its render may still be on its way when the request has been answered).
 */
async function settledRenders(): Promise<number> {
  let last = renders();
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const now = renders();
    if (now === last) return now;
    last = now;
  }
}

async function page(app: CachedApp, p: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.base + p, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}
const priceOf = (html: string, name: string) => new RegExp(`${name}=([^;<]+)`).exec(html)?.[1];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-prerender-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.mkdirSync(`${dist}-server`);
  fs.writeFileSync(path.join(`${dist}-server`, 'entry-server.js'), RENDERER);
  database = await createTestDatabase();
  [a, b] = [await startCachedApp(database, clock, { DIST_DIR: dist }), await startCachedApp(database, clock, { DIST_DIR: dist })];
  ownerB = (await signedInStaff(b as unknown as TestApp)).headers;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  for (const d of [dist, `${dist}-server`]) if (d) fs.rmSync(d, { recursive: true, force: true });
  fs.rmSync(countFile, { force: true });
});

describe('pre-rendered pages', () => {
  it('are rendered from the database with the data the API answers, in the shell, and kept', async () => {
    const first = await page(a, '/services');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(first.headers.get('content-language')).toBe('en');
    expect(first.text).toContain('<h1>/services</h1>');
    expect(first.text).toContain('<script type="application/json" id="prerendered-state">{"lang":"en"}</script>');
    const api = (await a.get('/api/services')).body as Array<{ name: string; price: number | null }>;
    for (const s of api) expect(priceOf(first.text, s.name)).toBe(String(s.price));
    const before = await settledRenders();
    expect((await page(a, '/services')).text).toBe(first.text);
    expect(renders()).toBe(before); // from the cache
  });

  it('are rendered in the other language too, once one is asked for, so a visitor’s language switch finds it kept', async () => {
    const before = await settledRenders();
    const english = await page(a, '/barbers');
    expect(english.text).toMatch(/<html lang="en"/);
    // The Spanish page follows in the background: one render more, then none for the switch's request.
    await expect.poll(renders).toBe(before + 2);
    const spanish = await page(a, '/barbers', { 'accept-language': 'es' });
    expect(spanish.text).toMatch(/<html lang="es"/);
    expect(await settledRenders()).toBe(before + 2);
    // Only the public pages: an unknown path's 404 page is not rendered again in Spanish.
    await page(a, '/no-such-page-either');
    expect(await settledRenders()).toBe(before + 3);
  });

  it('travel in brotli when the browser takes it, whatever order it lists its encodings in (Chrome: gzip first)', async () => {
    const plain = (await page(a, '/about')).text;
    for (const [accept, expected] of <Array<[string, string]>>[
      ['gzip, deflate, br, zstd', 'br'],
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const res = await fetch(a.base + '/about', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(expected);
      expect(await res.text(), accept).toBe(plain); // fetch decodes it
    }
  });

  it('are rendered and kept per language at the same URL: the switch’s cookie, else Accept-Language, else English (decision 046)', async () => {
    const get = async (headers: Record<string, string>) => {
      const res = await fetch(a.base + '/about', { headers: { 'accept-encoding': 'identity', ...headers } });
      return { text: await res.text(), headers: res.headers };
    };
    const spanish = await get({ 'accept-language': 'es-PR,es;q=0.9,en;q=0.8' });
    expect(spanish.text).toMatch(/<html lang="es"/);
    expect(spanish.text).toContain('id="prerendered-state">{"lang":"es"}</script>');
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(spanish.headers.get('vary')).toMatch(/Cookie/i);
    expect(spanish.headers.get('vary')).toMatch(/Accept-Language/i);
    // The switch wins over the browser's languages, both ways.
    const english = await get({ 'accept-language': 'es-PR', cookie: 'lang=en' });
    expect(english.text).toMatch(/<html lang="en"/);
    expect(english.headers.get('content-language')).toBe('en');
    expect((await get({ 'accept-language': 'en-US', cookie: 'other=1; lang=es' })).text).toMatch(/<html lang="es"/);
    expect((await get({ 'accept-language': 'fr-FR' })).text).toMatch(/<html lang="en"/);
    // Each language is rendered once and kept.
    const before = await settledRenders();
    expect((await get({ 'accept-language': 'es' })).text).toBe(spanish.text);
    expect((await get({})).text).toBe(english.text);
    expect(renders()).toBe(before);
  });

  it('show a price the owner changed through the other process at once (NOTIFY), and the writer’s own at once too', async () => {
    const services = (await a.get('/api/services')).body as Array<{ id: number; name: string; price: number | null }>;
    const service = services.find((s) => s.price !== null)!;
    await page(a, '/services');
    await page(b, '/services');
    const res = await b.request('PATCH', `/api/services/${service.id}`, { price: 91 }, ownerB);
    expect(res.status, res.text).toBe(200);
    expect(priceOf((await page(b, '/services')).text, service.name)).toBe('91');
    await expect.poll(async () => priceOf((await page(a, '/services')).text, service.name), { timeout: 5000 }).toBe('91');
  });

  it('show the shop’s new details after the owner saves them in the other process', async () => {
    await page(a, '/contact');
    const shop = (await b.get('/api/shop')).body as Record<string, unknown>;
    const res = await b.request('PUT', '/api/shop', { ...shop, name: 'The Prerender Barbershop' }, ownerB);
    expect(res.status, res.text).toBe(200);
    await expect
      .poll(async () => /<p id="shop">([^<]*)/.exec((await page(a, '/contact')).text)?.[1], { timeout: 5000 })
      .toBe('The Prerender Barbershop');
  });

  it('are not kept while the process cannot hear the notifications', async () => {
    await settledRenders();
    await a.cache.stop();
    try {
      await page(a, '/about');
      const before = renders();
      await page(a, '/about');
      expect(renders()).toBe(before + 1);
    } finally {
      await a.cache.start();
    }
  });

  it('answer an unknown path with the 404 page (kept once for every unknown path); query strings and the staff app get the shell', async () => {
    const missing = await page(a, '/no-such-page');
    expect(missing.status).toBe(404);
    const before = await settledRenders();
    expect((await page(a, '/another-missing-page')).status).toBe(404);
    expect(renders()).toBe(before);
    for (const p of ['/admin', '/admin/login', '/book?barber=1', '/checkout']) {
      const shell = await page(a, p);
      expect(shell.status, p).toBe(200);
      expect(shell.text, p).toContain('<div id="root"></div>');
    }
  });
});
