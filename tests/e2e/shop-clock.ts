import type { BrowserContext } from '@playwright/test';
import { shopDate, weekday } from '#shared/domain/shop-time';
import { SEEDED_HOURS } from '../../server/db/seeds/barber-hours';

/**
 * The day the end-to-end tests stand on (docs/decisions/061-tests-get-their-day.md).
 *
 * A test that works on today's list needs today to be a working day. Such a test asks for one with
 * `test.use({ workingDay: true })` (fixtures.ts): on a day the shop works it runs on the machine's
 * clock untouched; on a Sunday, or close enough to one that the test could run into it, the run's
 * server (PUT /api/test-clock), the page (Playwright's clock) and the test's own `shopNow()` all move
 * the same whole days on, to the next working day at the same time of day, and keep running from
 * there. Every other test stays on the machine's clock.
 *
 * E2E_NOW=<instant> stands in for the machine's time when deciding that day, so any day can be
 * rehearsed: `E2E_NOW=2026-11-29T14:00:00-04:00 npx playwright test tests/e2e/offline-outbox.spec.ts`
 * runs as on a Sunday afternoon in San Juan.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than any one test: a test starting this close to a Sunday is moved past it. */
export const TEST_SPAN_MS = 15 * 60 * 1000;

/** The shop works on the date (the seeded week: Monday to Saturday). */
export const isWorkingDate = (date: string) => (SEEDED_HOURS.weekdays as readonly number[]).includes(weekday(date));

/**
 * The whole days (as milliseconds, 0 or more) to move `from` on so that it, and the span of a test
 * after it, fall on working days: 0 on a working day, a day on a Sunday, two late on a Saturday.
 */
export function workingDayOffset(from: number): number {
  let days = 0;
  const works = (t: number) => isWorkingDate(shopDate(new Date(t)));
  while (!works(from + days * DAY_MS) || !works(from + days * DAY_MS + TEST_SPAN_MS)) days++;
  return days * DAY_MS;
}

/** How far E2E_NOW is from the machine's time (0 without it); read once per run (playwright.config.ts keeps it in E2E_NOW_OFFSET_MS). */
export function rehearsalOffset(env: NodeJS.ProcessEnv = process.env, machineNow = Date.now()): number {
  if (env.E2E_NOW_OFFSET_MS) return Number(env.E2E_NOW_OFFSET_MS);
  if (!env.E2E_NOW) return 0;
  const at = Date.parse(env.E2E_NOW);
  if (Number.isNaN(at)) throw new Error(`E2E_NOW must be an instant such as 2026-11-29T14:00:00-04:00, not ${env.E2E_NOW}`);
  return at - machineNow;
}

/** The offset of a test that needs a working day: the rehearsed time, moved on to a working day. */
export function workingDayTestOffset(machineNow = Date.now(), env: NodeJS.ProcessEnv = process.env): number {
  const rehearsed = rehearsalOffset(env, machineNow);
  return rehearsed + workingDayOffset(machineNow + rehearsed);
}

let offsetMs = 0;

/** Now, as the current test's shop stands: the machine's time, or moved on for a test that asked for a working day. */
export const shopNow = () => new Date(Date.now() + offsetMs);
/** How far the current test's shop clock is from the machine's (what a server the test starts itself is given as TEST_CLOCK_OFFSET_MS). */
export const shopClockOffsetMs = () => offsetMs;

/** Moves the run's server (and `shopNow`) to `ms` from the machine's time. */
export async function moveShopClock(baseURL: string, ms: number): Promise<void> {
  const res = await fetch(`${baseURL}/api/test-clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: ms }),
  });
  if (!res.ok)
    throw new Error(
      `the e2e server did not move its clock (${res.status}): is TEST_CLOCK_OFFSET_MS in playwright.config.ts's webServer env?`,
    );
  offsetMs = ms;
}

/**
 * Puts a browser context's pages on the shop clock (a running clock from that start) when the shop
 * clock is moved; on the machine's clock nothing is installed. The fixtures do this for `context`
 * and `page`; a test that opens its own context calls it.
 */
export async function pinPageClock(context: BrowserContext): Promise<void> {
  if (offsetMs !== 0) await context.clock.install({ time: shopNow() });
}
