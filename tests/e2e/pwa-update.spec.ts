/**
 * A deploy while the app is open. The app is served here by a small server of its own (the real
 * server's static middleware and security headers, the API proxied to the e2e server) whose build
 * folder the test swaps: first the e2e server's own build, then a second build of the same sources
 * made with another APP_BUILD_ID (so its entry and every chunk that imports it get new names).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { expect, test, type Page } from './fixtures';
import { serveSpa } from '../../server/middleware/spa';
import { securityHeaders } from '../../server/middleware/security-headers';
import { waitForServiceWorker } from './pwa-helpers';
import { usePage } from './app-shell';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const NEXT = 'e2e-next';
const oldDist = process.env.E2E_DIST_DIR ?? path.join(process.env.E2E_DATA_DIR!, 'dist');
let newDist: string;
let served: string;
let server: Server;
let origin: string;

function startDeployServer(apiOrigin: string): Promise<Server> {
  const app = new Koa();
  app.use(securityHeaders({ https: false }));
  app.use(async function proxyApi(ctx, next) {
    if (!ctx.path.startsWith('/api/')) return next();
    const res = await fetch(apiOrigin + ctx.url, { method: ctx.method });
    ctx.status = res.status;
    ctx.set('Content-Type', res.headers.get('content-type') ?? 'application/json');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = Buffer.from(await res.arrayBuffer());
  });
  app.use((ctx, next) => serveSpa(served)(ctx, next)); // the folder in service right now
  return new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
}

const chunks = (dir: string, prefix: string) => fs.readdirSync(path.join(dir, 'assets')).filter((f) => f.startsWith(prefix));
const prompt = (page: Page) => page.getByTestId('update-prompt');
const build = (page: Page) => page.evaluate(() => document.documentElement.dataset.build);

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  newDist = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-next-build-'));
  const vite = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', newDist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: { ...process.env, APP_BUILD_ID: NEXT, NODE_ENV: 'test' },
      encoding: 'utf8',
    },
  );
  expect(vite.status, vite.stderr).toBe(0);
  // The next build really is different code: the old Contact page chunk is not in it.
  expect(chunks(newDist, 'contact-page-')).not.toEqual(chunks(oldDist, 'contact-page-'));
  served = oldDist;
  server = await startDeployServer(baseURL!);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((r) => server?.close(r));
  if (newDist) fs.rmSync(newDist, { recursive: true, force: true });
});

test('a deploy while the app is open: the hourly check finds it, the prompt waits for the outbox, Reload loads the new build, and another open tab keeps working on the old one', async ({
  context,
}) => {
  test.slow();
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await waitForServiceWorker(page);
  await usePage(page); // a public page's app starts on its first use (docs/decisions/052-code-on-first-use.md)
  const oldBuild = await build(page);
  expect(oldBuild).not.toBe(NEXT);
  const other = await context.newPage();
  await other.goto(`${origin}/about`);
  await expect(other.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);

  served = newDist; // the deploy
  await page.clock.fastForward(60 * 60 * 1000); // the hourly update check
  await expect(prompt(page)).toContainText('A new version is available');
  await expect(prompt(other)).toContainText('A new version is available'); // every tab hears of it
  expect(await build(page)).toBe(oldBuild); // nothing reloads by itself

  // The old build keeps working meanwhile: a page not opened yet loads its old chunks.
  await page.getByRole('main').getByRole('link', { name: 'All Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();

  // Staff changes waiting to sync hold the reload back.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store', exact: true }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible(); // the store has opened the device database
  await page.evaluate(() => outbox('put'));
  await prompt(page).getByRole('button', { name: 'Reload' }).click();
  await expect(prompt(page)).toContainText('Please finish the staff changes waiting to sync first, then reload.');
  expect(await build(page)).toBe(oldBuild);

  await page.evaluate(() => outbox('delete'));
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await prompt(page).getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await usePage(page);
  await expect(page.locator('html')).toHaveAttribute('data-build', NEXT, { timeout: 20_000 }); // survives the reload
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  // The other tab now runs the old build under the new worker: it is told, and its old chunks still load.
  expect(await build(other)).toBe(oldBuild);
  await expect(prompt(other)).toContainText('A new version is available');
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const otherReloaded = other.waitForEvent('load', { timeout: 20_000 });
  await prompt(other).getByRole('button', { name: 'Reload' }).click();
  await otherReloaded;
  await usePage(other);
  await expect(other.locator('html')).toHaveAttribute('data-build', NEXT, { timeout: 20_000 });
});

declare function outbox(op: 'put' | 'delete'): Promise<void>;

test.beforeEach(async ({ context }) => {
  // A raw IndexedDB helper for the app's outbox table, so the test needs none of the app's code.
  await context.addInitScript(() => {
    (window as unknown as { outbox: typeof outbox }).outbox = (op) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('barbershop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          const store = tx.objectStore('outbox');
          if (op === 'put')
            store.put({ id: 'e2e-change', kind: 'walk-in', payload: {}, createdAt: Date.now(), attempts: 0, state: 'pending' });
          else store.delete('e2e-change');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      });
  });
});
