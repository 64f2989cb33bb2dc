/**
 * `npm run bench:transfer`: bytes a first visit transfers, as the browser's own network log counts them
 * (CDP `Network.loadingFinished.encodedDataLength`: headers and bodies as they travelled, compressed or
 * not), per page, with a cold cache and no service worker. The app is started as `npm start` does.
 *
 * `--pages=/,/store` (or BENCH_PAGES) measures a subset; `--detail` (or BENCH_DETAIL=1) also prints each
 * request of each page, largest first, with its type and content encoding. `--lang=es` sends that
 * language first in Accept-Language. `--started` (or BENCH_STARTED=1) also waits for the app to start
 * (it does 3 s after the load when untouched, `<html data-build>`) and for the network to be idle again,
 * so the page's code is counted too, not only what its first paint needs.
 */
import { chromium } from '@playwright/test';
import { findChromium } from '../e2e/find-chromium';
import { startApp } from './start-app';

const ALL_PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const PAGES = (arg('pages') ?? process.env.BENCH_PAGES)?.split(',').filter(Boolean) ?? ALL_PAGES;
const DETAIL = process.argv.includes('--detail') || process.env.BENCH_DETAIL === '1';
const LANG = arg('lang') ?? 'en';
const STARTED = process.argv.includes('--started') || process.env.BENCH_STARTED === '1';

type Request = { url: string; type: string; encoding: string; bytes: number };

const app = await startApp();
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const rows: string[] = [];
  const details: string[] = [];
  for (const page of PAGES) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      locale: LANG === 'es' ? 'es-PR' : 'en-US',
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const seen = new Map<string, Omit<Request, 'bytes'>>();
    const done: Request[] = [];
    cdp.on(
      'Network.responseReceived',
      (e: { requestId: string; type: string; response: { url: string; headers: Record<string, string> } }) => {
        const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
        seen.set(e.requestId, { url: e.response.url, type: e.type, encoding: h['content-encoding'] ?? '-' });
      },
    );
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      const r = seen.get(e.requestId) ?? { url: '?', type: '?', encoding: '-' };
      done.push({ ...r, bytes: e.encodedDataLength });
    });
    await tab.goto(app.url + page, { waitUntil: 'networkidle' });
    if (STARTED) {
      await tab.locator('html[data-build]').waitFor({ state: 'attached', timeout: 30_000 });
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(1000); // a chunk the start asks for after the idle mark
    }
    const bytes = done.reduce((s, r) => s + r.bytes, 0);
    rows.push(`| \`${page}\` | ${done.length} | ${(bytes / 1024).toFixed(1)} KiB |`);
    if (DETAIL) {
      details.push(`\n${page}: ${done.length} requests, ${(bytes / 1024).toFixed(1)} KiB`);
      const byType = new Map<string, number>();
      for (const r of done) byType.set(r.type, (byType.get(r.type) ?? 0) + r.bytes);
      details.push(
        '  by type: ' +
          [...byType]
            .sort((a, b) => b[1] - a[1])
            .map(([t, b]) => `${t} ${(b / 1024).toFixed(1)}`)
            .join(', '),
      );
      for (const r of done.sort((a, b) => b.bytes - a.bytes)) {
        details.push(
          `  ${(r.bytes / 1024).toFixed(1).padStart(7)} KiB  ${r.type.padEnd(10)} ${r.encoding.padEnd(4)} ${r.url.replace(app.url, '')}`,
        );
      }
    }
    await context.close();
  }
  console.log('| page | requests | transferred |\n|---|---|---|\n' + rows.join('\n'));
  if (DETAIL) console.log(details.join('\n'));
} finally {
  await browser.close();
  await app.stop();
}
