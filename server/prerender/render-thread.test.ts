import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPrerenderBuild, ssrDirOf } from './render-page';

/**
 * The build's renderer loads and renders in a thread of its own (docs/decisions/087-renderer-off-the-main-thread.md):
 * a renderer that takes 1.5 s to load (as the real one did through the server's TypeScript loader on a
 * busy machine, and far longer) must not hold the server's main thread, where every request is answered.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'render-thread-'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
fs.mkdirSync(ssrDirOf(dist));
fs.writeFileSync(
  path.join(ssrDirOf(dist), 'entry-server.js'),
  `const until = Date.now() + 1500; while (Date.now() < until) {} // a slow load
export async function render(input) {
  if (input.url.endsWith('/broken')) throw new Error('cannot render ' + input.url);
  return { kind: 'page', status: 200, html: '<p>' + input.lang + ' ' + input.url + '</p>', state: '{}', modules: [] };
}
export function isNotFound(pathname) { return pathname === '/nowhere'; }
`,
);
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(ssrDirOf(dist), { recursive: true, force: true });
});

describe('the page renderer', () => {
  it('loads without holding the main thread, renders, answers 404 paths, and passes a render’s error on', async () => {
    let longest = 0;
    let last = Date.now();
    const tick = setInterval(() => {
      longest = Math.max(longest, Date.now() - last);
      last = Date.now();
    }, 10);
    const build = await loadPrerenderBuild(dist);
    clearInterval(tick);
    expect(build).toBeDefined();
    // In-process, the 1.5 s load was one 1.5 s gap; in its thread the main thread keeps ticking.
    expect(longest).toBeLessThan(700);
    try {
      expect(await build!.render({ url: 'http://localhost/book', lang: 'es', queries: [] })).toMatchObject({
        kind: 'page',
        html: '<p>es http://localhost/book</p>',
      });
      expect(await build!.isNotFound('/nowhere')).toBe(true);
      expect(await build!.isNotFound('/book')).toBe(false);
      await expect(build!.render({ url: 'http://localhost/broken', lang: 'en', queries: [] })).rejects.toThrow(/cannot render/);
    } finally {
      await build!.close();
    }
    // Stopped (a newer build replaced it): a call is refused, not left waiting.
    await expect(build!.render({ url: 'http://localhost/book', lang: 'en', queries: [] })).rejects.toThrow(/exited/);
  }, 20_000);
});
