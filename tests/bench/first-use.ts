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
 * (`whenUntouched` in pwa/start/first-use.ts): the page's long tasks (over 50 ms, at 4x CPU) after the
 * load, their blocking time (each one's time over 50 ms, as TBT counts it), and the longest; the same
 * for the load itself, for comparison.
 */
import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { findChromium } from '../e2e/find-chromium';
import { startApp } from './start-app';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(arg('runs') ?? process.env.BENCH_RUNS ?? 5);
const COLD = process.argv.includes('--cold');
/** `--only=tap`: only the first-tap table measured in the page (the first section below). */
const ONLY_TAP = arg('only') === 'tap';
/** `--only=untouched`: only the table of a page left untouched (the long tasks of its app's own start). */
const ONLY_UNTOUCHED = arg('only') === 'untouched';
/**
 * `--case=text`: only the taps whose description contains it (e.g. `--case=language`). Several, separated
 * by `|`; one starting with `=` is the whole description (`--case="=language switch ES → Spanish|Cart"`).
 */
const CASE = arg('case')?.split('|');
const chosen = (what: string) => !CASE || CASE.some((c) => (c.startsWith('=') ? what === c.slice(1) : what.includes(c)));

/**
 * The first tap as a visitor meets it, timed in the page itself: from the pointer going down
 * (the `pointerdown` event's own timestamp, taken when the finger touched, however late the page gets to
 * run its listener) to the end of the first frame that shows the answer (a MutationObserver sees the
 * answer in the DOM; the next `requestAnimationFrame`, then a message posted from it, runs once that
 * frame has been produced). The tap comes 500 ms after the page's first contentful paint, whatever the
 * app is doing then. 390 px, touch, 4x CPU, a visit after the first (the service worker keeps the code).
 * `later` taps are made once the app has answered a first tap: every later interaction.
 */
type TapCase = {
  path: string;
  what: string;
  /** What the visitor does first, on a started page, for a later tap (not timed). */
  before?: (p: Page) => Promise<void>;
  target: (p: Page) => Locator;
  /** Which of ANSWERS (below) tells that the answer is in the DOM. */
  answer: keyof typeof ANSWERS;
  /** A first visit: no service worker keeps the code, and the app starts on the tap or 3 s after the load. */
  firstVisit?: boolean;
};
/**
 * In the page, whether a tap's answer is in the DOM. Functions, not strings: the pages' Content Security
 * Policy allows no `eval`. They are passed to the page as their source (Playwright's init script).
 */
const ANSWERS = {
  menu: () => !!document.querySelector('nav[aria-label="Mobile"]')?.checkVisibility(),
  // The switch shows Spanish, and no part of the page on the screen is still in English (a part off the
  // screen may follow a frame later: `lang` on its wrapper says which language it shows). `<html lang>`
  // is not drawn: it is timed on its own (AFTER_ANSWER).
  spanish: () =>
    !!document.querySelector('header [lang="es"][aria-pressed="true"], header a[lang="es"][aria-current]') &&
    ![...document.querySelectorAll('[data-static][lang]:not([lang="es"]) > *')].some((el) => {
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    }),
  added: () => !!document.querySelector('[data-testid="toast"]')?.textContent?.includes('Added to cart'),
  cart: () => !!document.querySelector('[data-testid="cart-drawer"]')?.checkVisibility(),
  service: () => !!document.querySelector('.booking-choice[aria-checked="true"]'),
  time: () => !!document.querySelector('.booking-slot[aria-pressed="true"]'),
  // A day of the month, shown: not in a part the page keeps from the visitor (`aria-hidden`, a step drawn
  // ahead), no box above it hides it (`display: none`, `content-visibility: hidden`), nor is it
  // `visibility: hidden`. From the styles, not `checkVisibility()`, whose answer for a part just taken out
  // of `content-visibility: hidden` waits for the frame.
  calendar: () => {
    const day = document.querySelector('.booking-calendar [data-day]:not([data-outside])');
    if (!day || day.closest('[aria-hidden="true"]')) return false;
    for (let el = day.parentElement; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.contentVisibility === 'hidden') return false;
    }
    return getComputedStyle(day).visibility === 'visible';
  },
  day: () => !!document.querySelector('.booking-calendar [data-selected="true"], .booking-calendar [aria-selected="true"]'),
};
/**
 * What follows a tap's answer, timed apart from it: the frame after the answer is on screen and this holds
 * too. A new language: the page says so (`<html lang>`, which a screen reader reads). A day: its times.
 */
const AFTER_ANSWER: Partial<Record<keyof typeof ANSWERS, () => boolean>> = {
  spanish: () => document.documentElement.lang === 'es',
  // A day: its times, or that it has none (today, once its last time has passed), are shown too.
  day: () => !!document.querySelector('.booking-slot, [data-testid="last-booking"], .booking-notice'),
};
const TAP_CASES: TapCase[] = [
  {
    path: '/',
    what: 'Open menu → the menu',
    target: (p) => p.getByRole('button', { name: 'Open menu' }),
    answer: 'menu',
  },
  {
    path: '/',
    what: 'language switch ES → Spanish',
    target: (p) => p.getByRole('banner').getByRole('button', { name: 'Español' }).first(),
    answer: 'spanish',
  },
  ...['/', '/store', '/book'].map((path): TapCase => ({
    path,
    what: 'language switch ES → Spanish, a first visit',
    target: (p) => p.getByRole('banner').getByRole('button', { name: 'Español' }).first(),
    answer: 'spanish',
    firstVisit: true,
  })),
  // Every public page: a later switch renders what the page shows, in its own parts.
  ...['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'].map((path): TapCase => ({
    path,
    what: 'language switch ES → Spanish (a later tap, once the app has started)',
    before: (p) => p.waitForLoadState('networkidle'),
    target: (p) => p.getByRole('banner').getByRole('button', { name: 'Español' }).first(),
    answer: 'spanish',
  })),
  {
    path: '/store',
    what: 'Add to Cart → the toast',
    target: (p) => p.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }),
    answer: 'added',
  },
  {
    path: '/store',
    what: 'Cart → the cart sheet',
    target: (p) => p.getByTestId('cart-button'),
    answer: 'cart',
  },
  {
    path: '/book',
    what: 'a service → chosen',
    target: (p) => p.locator('.booking-choice').first(),
    answer: 'service',
  },
  {
    path: '/book',
    what: 'Continue (a later tap, after a service) → the calendar',
    before: (p) => p.locator('.booking-choice').first().tap(),
    target: (p) => p.getByRole('button', { name: 'Continue', exact: true }),
    answer: 'calendar',
  },
  {
    path: '/book',
    what: 'a calendar day (a later tap, after a service and Continue) → chosen',
    before: async (p) => {
      await p.locator('.booking-choice').first().tap();
      await p.getByRole('button', { name: 'Continue', exact: true }).tap();
      await expect(p.locator('#booking-step-title')).toHaveText('Pick a date and time');
    },
    target: (p) => p.locator('.booking-calendar [data-day]:not([data-outside]):not([data-disabled]) button:not([disabled])').first(),
    answer: 'day',
  },
  {
    path: '/book',
    what: 'a time (a later tap, after a service, Continue and a day) → chosen',
    before: async (p) => {
      await p.locator('.booking-choice').first().tap();
      await p.getByRole('button', { name: 'Continue', exact: true }).tap();
      // The month's last open day: one with its times still ahead, whatever the hour of the run.
      await p.locator('.booking-calendar [data-day]:not([data-outside]):not([data-disabled]) button:not([disabled])').last().tap();
      await p.locator('.booking-slot:not([disabled])').first().waitFor();
    },
    target: (p) => p.locator('.booking-slot:not([disabled])').first(),
    answer: 'time',
  },
];

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

/**
 * `--builds=<dir>,<dir>`: an A/B of the taps on a noisy host. Each is a built app's `pwa` folder (`vite
 * build --outDir <x>/pwa`, with the renderer in `<x>/pwa-server`), each served by a server of its own, and
 * each case's runs alternate between them, so a slow minute of the host falls on both; the taps' table
 * then has a column per build. Without it, the bench builds and serves this tree.
 */
const BUILDS = arg('builds')?.split(',');
const apps = BUILDS ? await Promise.all(BUILDS.map((distDir) => startApp({ distDir }))) : [await startApp()];
let app = apps[0]!;
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** A visit after the first: the service worker controls the page and keeps every file. */
async function visitedBefore(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

async function once(c: Case, warm: boolean, started: boolean): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: warm ? 'allow' : 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
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

/**
 * In the page (its source is the init script): times the first pointer down to the first frame that
 * shows `shows()`, and to the first frame after which `settles()` holds as well (what the tap changes
 * that is not drawn). A tap that asks the page again (the language switch before the app has started)
 * carries its pointer-down time, on the shared clock, into the next page, where the answer shows.
 */
function timeTap(shows: () => boolean, settles: () => boolean): void {
  type Times = { down?: number; shown?: number; settled?: number; firstDown?: number };
  const w = window as unknown as { tapTimes: Times; newTap: () => void };
  w.tapTimes = {};
  let seen = false;
  let settled = false;
  // A later tap is timed anew: what the taps before it showed counts for nothing.
  w.newTap = () => {
    w.tapTimes = {};
    seen = false;
    settled = false;
  };
  // The DOM has it: the frame after this change is the first that shows it.
  const afterFrame = (mark: 'shown' | 'settled') =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => (w.tapTimes[mark] = performance.now());
      ch.port2.postMessage(0);
    });
  const check = () => {
    if (w.tapTimes.down === undefined) return;
    if (!seen && shows()) {
      seen = true;
      afterFrame('shown');
    }
    if (seen && !settled && settles()) {
      settled = true;
      afterFrame('settled');
    }
  };
  const watch = () => {
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  };
  const carried = sessionStorage.getItem('tapDown');
  if (carried) {
    sessionStorage.removeItem('tapDown');
    const { at, firstDown } = JSON.parse(carried) as { at: number; firstDown: number };
    w.tapTimes = { down: at - performance.timeOrigin, firstDown };
    watch();
    return;
  }
  addEventListener(
    'pointerdown',
    (e) => {
      if (w.tapTimes.down !== undefined) return;
      w.tapTimes.down = e.timeStamp;
      sessionStorage.setItem('tapDown', JSON.stringify({ at: performance.timeOrigin + e.timeStamp, firstDown: e.timeStamp }));
      watch();
    },
    { capture: true, passive: true },
  );
}

/**
 * One visit and one tap, timed in the page: [pointer down → frame with the answer, pointer down − first
 * paint, pointer down → frame after which what is not drawn holds too] in ms.
 */
async function firstTap(c: TapCase): Promise<[number, number, number]> {
  const context = await browser.newContext({
    serviceWorkers: c.firstVisit ? 'block' : 'allow',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    if (!c.firstVisit) await visitedBefore(page, c.path);
    await page.addInitScript({
      // `__name`: what tsx's compiler wraps named functions in, which the page does not have.
      content: `var __name = (f) => f; (${timeTap.toString()})(${ANSWERS[c.answer].toString()}, ${(AFTER_ANSWER[c.answer] ?? (() => true)).toString()});`,
    });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${app.url}${c.path}`, { waitUntil: 'commit' });
    if (c.before) {
      // A later tap: the app has started and answered the visitor's first taps.
      await page.getByRole('heading', { level: 1 }).first().tap();
      await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
      await c.before(page);
      await page.waitForTimeout(500);
      await page.evaluate(() => (window as unknown as { newTap: () => void }).newTap());
    }
    const target = c.target(page);
    await target.waitFor({ state: 'visible' });
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    // 500 ms after the first contentful paint (or now, when that has passed).
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, obs) => {
            const e = list.getEntriesByName('first-contentful-paint')[0];
            if (!e) return;
            obs.disconnect();
            setTimeout(() => resolve(e.startTime), Math.max(0, e.startTime + 500 - performance.now()));
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    // Playwright sets up its helper script in the page on the first `waitForFunction`: now, not in the timed
    // window after the tap (its evaluation took 30–40 ms of the page's main thread at 4x CPU).
    await page.waitForFunction(() => true);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const answered = () =>
      page.waitForFunction(
        () => {
          const times = (window as unknown as { tapTimes: { down?: number; shown?: number; settled?: number; firstDown?: number } })
            .tapTimes;
          return times.shown !== undefined && times.settled !== undefined && times.down !== undefined
            ? ([times.shown - times.down, times.firstDown ?? times.down, times.settled - times.down] as [number, number, number])
            : null;
        },
        undefined,
        { timeout: 30_000 },
      );
    // The page may be asked again on the way (the language switch before the app): wait in the new one.
    const t = await answered().catch(async (err: Error) => {
      if (!/context was destroyed|navigat/i.test(err.message)) throw err;
      await page.waitForLoadState('domcontentloaded');
      return answered();
    });
    const [ms, down, settled] = (await t.jsonValue())!;
    return [ms, down - fcp, settled];
  } finally {
    await context.close();
  }
}

/**
 * How fast this host is, to compare figures taken on different machines: a fixed piece of work (sorting
 * and joining strings, parsing JSON) timed in a blank page at the same 4x CPU, median of 5. The taps'
 * figures grow with it: a host twice as slow here roughly doubles them.
 */
async function hostReference(): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      times.push(
        await page.evaluate(() => {
          const t0 = performance.now();
          const words = Array.from({ length: 20_000 }, (_, n) => `w${(n * 7919) % 20_000}`);
          const text = JSON.stringify([...words].sort().join(' ').split(' '));
          if ((JSON.parse(text) as string[]).length !== words.length) throw new Error('reference work went wrong');
          return performance.now() - t0;
        }),
      );
    }
    return median(times);
  } finally {
    await context.close();
  }
}

type Untouched = { startedAfterLoad: number; load: [number, number][]; start: [number, number][] };

/** One visit left untouched until its app has started by itself, with the page's long tasks (start, duration in ms). */
async function untouched(path: string, warm: boolean): Promise<Untouched> {
  const context = await browser.newContext({
    serviceWorkers: warm ? 'allow' : 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
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
      return {
        loadEnd: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
        tasks: w.longTasks,
        started: w.started,
      };
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
  const taps: string[] = [];
  const referenceBefore = await hostReference();
  for (const c of TAP_CASES.filter((t) => !ONLY_UNTOUCHED && chosen(t.what))) {
    if (BUILDS) {
      const each = apps.map(() => [] as number[]);
      for (let i = 0; i < RUNS; i++) {
        // Which build goes first alternates too.
        for (let k = 0; k < apps.length; k++) {
          const b = (i + k) % apps.length;
          app = apps[b]!;
          each[b]!.push((await firstTap(c))[0]);
        }
      }
      const line = `| \`${c.path}\` | ${c.what} | ${each.map((xs) => `${Math.round(median(xs))} ms`).join(' | ')} |`;
      console.log(line, `  each: ${each.map((xs) => xs.map(Math.round).join(', ')).join(' / ')} ms`);
      taps.push(line);
      continue;
    }
    const ms: number[] = [];
    const after: number[] = [];
    const settled: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [t, since, all] = await firstTap(c);
      ms.push(t);
      after.push(since);
      settled.push(all);
    }
    const line =
      `| \`${c.path}\` | ${c.what} | ${Math.round(median(ms))} ms | ${AFTER_ANSWER[c.answer] ? `${Math.round(median(settled))} ms` : '–'} | ` +
      `${c.before ? '(a later tap)' : `${Math.round(median(after))} ms`} |`;
    console.log(line, `  each: ${ms.map(Math.round).join(', ')} ms; settled: ${settled.map(Math.round).join(', ')} ms`);
    taps.push(line);
  }
  console.log(
    `\nPointer down to the first frame with the answer, timed in the page, at 4x CPU, 390 px, the service worker in control (but on a first visit), median of ${RUNS}:\n`,
  );
  if (BUILDS) {
    console.log(`| page | tap | ${BUILDS.join(' | ')} |`);
    console.log(`|---|---|${BUILDS.map(() => '---|').join('')}`);
  } else {
    console.log(
      "| page | tap | pointer down → answer on screen | → what follows too (`<html lang>`, a day's times) | tap after first paint |",
    );
    console.log('|---|---|---|---|---|');
  }
  for (const r of taps) console.log(r);
  console.log(
    `\nThis host: the reference work (hostReference) took ${Math.round(referenceBefore)} ms at 4x CPU before the taps and ${Math.round(await hostReference())} ms after (lower is faster).`,
  );
  if (!ONLY_TAP && !BUILDS) await theRest();
} finally {
  await browser.close();
  await Promise.all(apps.map((a) => a.stop()));
}

/** The figures of decision 052: a first use against a started app, and a page left untouched. */
async function theRest(): Promise<void> {
  const rows: string[] = [];
  for (const warm of COLD ? [true, false] : [true]) {
    for (const c of ONLY_UNTOUCHED ? [] : CASES) {
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
}
