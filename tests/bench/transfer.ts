/**
 * `npm run bench:transfer`: bytes a first visit transfers, as the browser's own network log counts them
 * (CDP `Network.loadingFinished.encodedDataLength`: headers and bodies as they travelled, compressed or
 * not), per page, with a cold cache and no service worker. The app is started as `npm start` does.
 */
import { chromium } from '@playwright/test';
import { findChromium } from '../e2e/find-chromium';
import { startApp } from './start-app';

const PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];

const app = await startApp();
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const rows: string[] = [];
  for (const page of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      requests += 1;
    });
    await tab.goto(app.url + page, { waitUntil: 'networkidle' });
    rows.push(`| \`${page}\` | ${requests} | ${(bytes / 1024).toFixed(1)} KiB |`);
    await context.close();
  }
  console.log('| page | requests | transferred |\n|---|---|---|\n' + rows.join('\n'));
} finally {
  await browser.close();
  await app.stop();
}
