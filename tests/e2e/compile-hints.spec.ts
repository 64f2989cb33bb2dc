import { expect, test } from './fixtures';
import { COMPILE_HINT as HINT } from '../../scripts/compile-hints';
import { usePage } from './app-shell';

/**
 * Every script the app loads asks the browser to compile all of its functions while it downloads
 * (docs/decisions/051-compile-hints.md). Without the hint, V8 compiles each function on the main
 * thread the first time it runs: in Lighthouse's trace of `/`, compiling took 20-32 ms of React's
 * 21-40 ms hydration tasks. With `//# allFunctionsCalledOnLoad` as the file's first line, Chrome (136
 * and later) compiles the file on a background thread as it streams in; other browsers read a comment.
 */
const PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];

test.use({ serviceWorkers: 'block' });

test('@phone every script a public page loads starts with the compile hint', async ({ page, request }) => {
  const scripts = new Set<string>();
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await usePage(page); // its code loads on its first use (docs/decisions/052-code-on-first-use.md)
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => /^\/assets\/[^/]+\.js$/.test(p)),
    );
    expect(loaded.length, `${path} loaded its code`).toBeGreaterThan(2);
    for (const s of loaded) scripts.add(s);
  }
  const missing: string[] = [];
  for (const s of scripts) {
    const res = await request.get(s);
    expect(res.ok(), s).toBe(true);
    if (!(await res.text()).startsWith(HINT)) missing.push(s);
  }
  expect(missing, `of ${scripts.size} scripts`).toEqual([]);
});

test('@phone the hint survives compression: the brotli copy is the same file', async ({ request, page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // React, as the page lists it for its start.
  const react = await page.evaluate(() =>
    (JSON.parse(document.getElementById('page-assets')!.textContent!) as { modules: string[] }).modules.find((p) =>
      /^\/assets\/react-[^/]+\.js$/.test(p),
    ),
  );
  expect(react).toBeTruthy();
  const plain = await (await request.get(react!, { headers: { 'Accept-Encoding': 'identity' } })).text();
  const br = await request.get(react!, { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(await br.text()).toBe(plain);
  expect(plain.startsWith(HINT)).toBe(true);
});
