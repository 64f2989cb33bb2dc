/**
 * `npx tsx tests/bench/desk-list.ts`: the front desk's two lists on the demo shop (`npm run demo`), at the tablet's
 * 1024×768 and a 390 px phone:
 * - Today's list (Manage tab) with a day of 22 appointments (the list's answer is replaced by 22 made-up
 *   ones, so the figure does not depend on the demo's day): each row's height and how many rows a screen
 *   shows, from the top of the list and scrolled so the list starts under the sticky header.
 * - The Appointments tab's first load: the bytes its appointment requests transfer, as the browser's own
 *   network log counts them (CDP `encodedDataLength`: headers and body as they travelled), and the rows
 *   drawn; and the JSON those requests carried once decompressed.
 */
import { chromium, type Page } from '@playwright/test';
import { shopDate } from '#shared/domain/shop-time';
import { findChromium } from '../e2e/find-chromium';
import { dayOf22 } from '../e2e/desk-day';
import { BENCH_STAFF, startApp } from './start-app';

const SIZES = [
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Username').fill(BENCH_STAFF.username);
  await page.getByLabel('Password').fill(BENCH_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 60_000 });
}

/** Rows wholly on screen, and the height of one row (top of one to the top of the next). */
async function rowsOnScreen(page: Page) {
  return page.getByTestId('today-row').evaluateAll((rows) => {
    const header = document.querySelector('.admin-header')?.getBoundingClientRect().bottom ?? 0;
    const boxes = rows.map((r) => r.getBoundingClientRect());
    const visible = boxes.filter((b) => b.top >= header - 0.5 && b.bottom <= window.innerHeight + 0.5).length;
    const pitch = boxes.length > 1 ? (boxes[boxes.length - 1]!.top - boxes[0]!.top) / (boxes.length - 1) : 0;
    return { visible, height: Math.round(boxes[0]!.height), pitch: Math.round(pitch * 10) / 10, total: boxes.length };
  });
}

const app = await startApp({ demo: true });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const lines: string[] = [];
  for (const size of SIZES) {
    // Today's list, 22 appointments.
    {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        timezoneId: 'America/Puerto_Rico',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const day = dayOf22(shopDate(new Date()));
      await page.route(/\/api\/appointments\?date=today$/, (route) => route.fulfill({ json: day }));
      await signIn(page, app.url);
      await page.getByTestId('today-row').nth(21).waitFor();
      const atOpen = await rowsOnScreen(page);
      await page
        .getByTestId('today-row')
        .first()
        .evaluate((r) => {
          const header = document.querySelector('.admin-header')?.getBoundingClientRect().bottom ?? 0;
          window.scrollBy(0, r.getBoundingClientRect().top - header - 8);
        });
      const scrolled = await rowsOnScreen(page);
      await page.screenshot({ path: `tests/bench/.screens/desk-today-${size.name}.png` });
      lines.push(
        `${size.name} ${size.width}x${size.height} today's list of 22: row ${atOpen.height} px (pitch ${atOpen.pitch} px); on screen at open ${atOpen.visible}, scrolled to the list ${scrolled.visible}`,
      );
      await context.close();
    }
    // The Appointments tab's first load.
    {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        timezoneId: 'America/Puerto_Rico',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await signIn(page, app.url);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const urls = new Map<string, string>();
      const bytes: Array<{ url: string; bytes: number; body: number }> = [];
      const body = new Map<string, number>();
      cdp.on('Network.dataReceived', (e: { requestId: string; dataLength: number }) =>
        body.set(e.requestId, (body.get(e.requestId) ?? 0) + e.dataLength),
      );
      cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => urls.set(e.requestId, e.request.url));
      cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
        const url = urls.get(e.requestId);
        if (url?.includes('/api/appointments') && !url.includes('date=today'))
          bytes.push({ url, bytes: e.encodedDataLength, body: body.get(e.requestId) ?? 0 });
      });
      await page.getByRole('tab', { name: 'Appointments' }).click();
      await page.getByTestId('appointment-row').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const rows = await page.getByTestId('appointment-row').count();
      await page.screenshot({ path: `tests/bench/.screens/desk-appointments-${size.name}.png` });
      const total = bytes.reduce((s, b) => s + b.bytes, 0);
      const json = bytes.reduce((s, b) => s + b.body, 0);
      lines.push(
        `${size.name} Appointments tab first load: ${total} bytes transferred, ${json} bytes of JSON (${bytes.map((b) => `${new URL(b.url).search || '(no query)'} ${b.bytes}/${b.body}`).join(', ')}), ${rows} rows drawn`,
      );
      const whole = await page.request.get(`${app.url}/api/appointments`);
      lines.push(
        `  (every appointment, GET /api/appointments without parameters: ${((await whole.json()) as unknown[]).length} rows, ${(await whole.body()).length} bytes of JSON)`,
      );
      await context.close();
    }
  }
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await app.stop();
}
