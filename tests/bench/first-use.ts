/**
 * `npm run bench:first-use`: what a visitor's first tap costs now that a public page's code runs on its
 * first use (docs/decisions/052-code-on-first-use.md). Per page, in Chromium at 4x slower CPU (CDP
 * `Emulation.setCPUThrottlingRate`, Lighthouse's mobile factor; no network throttling, the server is
 * local), the time from a tap to what it shows:
 * - "first use": the tap is the page's first use, so it starts React and the app, and is replayed once
 *   the page has hydrated;
 * - "app started": the app was started by an earlier touch and has hydrated (as every page did while it
 *   loaded before 052), then the same tap.
 * Each with the service worker in control (a visit after the first: the code comes from its cache) and,
 * with `--cold`, without one (a first visit: the code comes from the server). Times include Playwright's
 * own round trips (a few ms, the same in both columns). Runs per case: `--runs=5` (BENCH_RUNS).
 *
 * Then what a page left untouched costs when its app starts by itself a few seconds after the load
 * (`whenUntouched` in pwa/lib/first-use.ts): the page's long tasks (over 50 ms, at 4x CPU) after the
 * load, their blocking time (each one's time over 50 ms, as TBT counts it), and the longest; the same
 * for the load itself, for comparison.
 */
import { chromium, expect, type Page } from '@playwright/test';
import { findChromium } from '../e2e/find-chromium';
import { startApp } from './start-app';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? process.env.BENCH_RUNS ?? 5);
const COLD = process.argv.includes('--cold');

type Case = { path: string; what: string; tap: (p: Page) => Promise<void>; shown: (p: Page) => Promise<void> };
const CASES: Case[] = [
  {
    path: '/',
    what: 'Open menu → the menu',
    tap: (p) => p.getByRole('button', { name: 'Open menu' }).tap(),
    shown: (p) => expect(p.getByRole('navigation', { name: 'Mobile' })).toBeVisible(),
  },
  {
    path: '/store',
    what: 'Add to Cart → the toast',
    tap: (p) => p.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).tap(),
    shown: (p) => expect(p.getByTestId('toast')).toContainText('Added to cart'),
  },
  {
    path: '/contact',
    what: 'Send Message (empty) → the field error',
    tap: (p) => p.getByRole('button', { name: 'Send Message' }).tap(),
    shown: (p) => expect(p.getByText('First name is required')).toBeVisible(),
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const app = await startApp();
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });

/** A visit after the first: the service worker controls the page and keeps every file. */
async function visitedBefore(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

async function once(c: Case, warm: boolean, started: boolean): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: warm ? 'allow' : 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    if (warm) await visitedBefore(page, c.path);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${app.url}${c.path}`, { waitUntil: 'networkidle' });
    if (started) {
      await page.getByRole('heading', { level: 1 }).first().tap(); // an earlier touch starts the app
      await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // hydrated, its effects run, the main thread quiet
    } else if (await page.evaluate(() => document.documentElement.dataset.build)) {
      throw new Error(`${c.path}: the app started before its first use`);
    }
    const t0 = performance.now();
    await c.tap(page);
    await c.shown(page);
    return performance.now() - t0;
  } finally {
    await context.close();
  }
}

type Untouched = { startedAfterLoad: number; load: [number, number][]; start: [number, number][] };

/** One visit left untouched until its app has started by itself, with the page's long tasks (start, duration in ms). */
async function untouched(path: string, warm: boolean): Promise<Untouched> {
  const context = await browser.newContext({ serviceWorkers: warm ? 'allow' : 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    if (warm) await visitedBefore(page, path);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: [number, number][]; started: number };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver(() => (w.started ??= performance.now())).observe(document, { subtree: true, attributeFilter: ['data-build'] });
    });
    await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
    await page.locator('html[data-build]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(3000); // hydrated, its effects run
    const r = await page.evaluate(() => {
      const w = window as unknown as { longTasks: [number, number][]; started: number };
      return { loadEnd: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number, tasks: w.longTasks, started: w.started };
    });
    // The app is marked started once its code has run; the start's own tasks begin a little before.
    const startBegins = r.loadEnd + 1000;
    return {
      startedAfterLoad: r.started - r.loadEnd,
      load: r.tasks.filter(([t]) => t < startBegins),
      start: r.tasks.filter(([t]) => t >= startBegins),
    };
  } finally {
    await context.close();
  }
}

const blocking = (tasks: [number, number][]) => tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
const longest = (tasks: [number, number][]) => Math.max(0, ...tasks.map(([, d]) => d));

try {
  const rows: string[] = [];
  for (const warm of COLD ? [true, false] : [true]) {
    for (const c of CASES) {
      const first: number[] = [];
      const after: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        first.push(await once(c, warm, false));
        after.push(await once(c, warm, true));
      }
      const f = median(first);
      const a = median(after);
      const line = `| \`${c.path}\` | ${c.what} | ${warm ? 'service worker' : 'server (first visit)'} | ${Math.round(f)} ms | ${Math.round(a)} ms | +${Math.round(f - a)} ms |`;
      console.log(line, `  first use: ${first.map(Math.round).join(', ')}; app started: ${after.map(Math.round).join(', ')}`);
      rows.push(line);
    }
  }
  console.log(`\nTap to result at 4x CPU, median of ${RUNS} runs each:\n`);
  console.log('| page | tap | code from | first use | app started | difference |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);

  const quiet: string[] = [];
  for (const warm of COLD ? [true, false] : [true]) {
    for (const path of [...new Set(CASES.map((c) => c.path)), '/book']) {
      const runs: Untouched[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await untouched(path, warm));
      const m = (f: (u: Untouched) => number) => Math.round(median(runs.map(f)));
      const line =
        `| \`${path}\` | ${warm ? 'service worker' : 'server (first visit)'} | ${m((u) => u.startedAfterLoad)} ms | ` +
        `${m((u) => u.load.length)}, ${m((u) => blocking(u.load))} ms | ${m((u) => u.start.length)}, ${m((u) => blocking(u.start))} ms, longest ${m((u) => longest(u.start))} ms |`;
      console.log(line, `  the start's blocking: ${runs.map((u) => Math.round(blocking(u.start))).join(', ')} ms`);
      quiet.push(line);
    }
  }
  console.log(`\nA page left untouched, at 4x CPU, median of ${RUNS} runs each: when its app has started (after the load),`);
  console.log('and the long tasks (count, blocking time over 50 ms) of the load and of that start:\n');
  console.log('| page | code from | started after the load | load: long tasks, blocking | the start: long tasks, blocking |');
  console.log('|---|---|---|---|---|');
  for (const r of quiet) console.log(r);
} finally {
  await browser.close();
  await app.stop();
}
