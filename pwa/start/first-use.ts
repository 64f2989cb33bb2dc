/**
 * When a pre-rendered page's code runs (pwa/start/boot.ts, docs/decisions/052-code-on-first-use.md): on the
 * visitor's first use of the page, a few seconds after it has loaded if nobody uses it, or as soon as it
 * has painted when the page needs the app to be right.
 */

import { SWITCH_LANG_ATTR } from './visitor-lang';

/**
 * The first signs that the visitor is using the page: a touch (a tap, or the start of a scroll), a
 * pointer moving or pressed, a key, a focus (a tab into a field), the wheel. Any of them starts the
 * app, so it is usually ready by the time a finger lifts; a tap or submit that comes first is held
 * (early-input.ts) and runs once the page has hydrated. Listened to passively: a scroll never waits.
 */
export const SIGNS_OF_USE = ['pointerdown', 'touchstart', 'pointermove', 'keydown', 'focusin', 'wheel'] as const;

export function onFirstUse(run: () => void): void {
  const options = { capture: true, passive: true } as const;
  const once = (event: Event) => {
    // The language switch answers without the app, and the app starts once that page is in place
    // (visitor-lang.ts): its start would take the main thread the new page needs.
    if ((event.target as Partial<Element> | null)?.closest?.(`[${SWITCH_LANG_ATTR}]`)) return;
    for (const type of SIGNS_OF_USE) window.removeEventListener(type, once, options);
    run();
  };
  for (const type of SIGNS_OF_USE) window.addEventListener(type, once, options);
}

/**
 * How long a page stays on screen, loaded and untouched, before its app starts anyway, on a first visit:
 * a visitor who reads first and taps later finds it ready, instead of waiting 0.6-1.3 s (at a phone's 4x
 * slower CPU) for it on their first tap (tests/bench/RESULTS.md, "the untouched start"; docs/decisions/052-code-on-first-use.md).
 */
export const UNTOUCHED_START_MS = 3000;

/** The visitor has asked the browser to save data (Save-Data): the app starts only when they use the page. */
export function savesData(): boolean {
  return typeof navigator !== 'undefined' && Boolean((navigator as { connection?: { saveData?: boolean } }).connection?.saveData);
}

/**
 * Runs `run` once the page has loaded and then stayed visible for `ms`, in the browser's next idle
 * period (at most a second later): the start does not compete with the page's own loading, and a tab
 * in the background starts nothing until it is shown, when the wait starts again. A visitor who has
 * asked the browser to save data (Save-Data) gets no start they did not ask for. Whatever uses the
 * page first starts the app sooner (onFirstUse); starting twice does nothing (pwa/start/boot.ts).
 */
export function whenUntouched(run: () => void, ms = UNTOUCHED_START_MS): void {
  if (savesData()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const go = () => {
    // Hidden while the idle period was awaited: showing the tab again starts the wait anew.
    if (done || document.visibilityState !== 'visible') return;
    done = true;
    document.removeEventListener('visibilitychange', arm);
    run();
  };
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 1000 });
    else go();
  };
  function arm(): void {
    clearTimeout(timer);
    timer = !done && document.visibilityState === 'visible' ? setTimeout(idle, ms) : undefined;
  }
  const loaded = () => {
    document.addEventListener('visibilitychange', arm);
    arm();
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

/**
 * Whether the page as it is would be wrong for this visitor until the app runs, so the app starts as
 * soon as the page has painted instead of on first use: a page in the other language (the service
 * worker's copy from before the visitor switched), or one rendered in another year (a copy kept
 * offline since then: its footer's year), both of which the app draws anew; a page opened offline,
 * which the app says it is (its offline banner); or a page showing the device's cart (rendered as
 * empty) on a device whose cart holds something.
 */
export function needsAppNow(
  page: { lang: string; year?: number; showsCart?: boolean },
  visitor: { lang: string; year: number; online: boolean; hasCart?: boolean },
): boolean {
  return (
    !visitor.online ||
    page.lang !== visitor.lang ||
    (page.year !== undefined && page.year !== visitor.year) ||
    (Boolean(page.showsCart) && Boolean(visitor.hasCart))
  );
}

/**
 * Whether the app starts as soon as the page has painted: the page needs it now (above), or the
 * service worker keeps its code (a visit after the first), where the start costs no download and the
 * visitor's first tap, half a second on, then finds it started or nearly so instead of paying for it
 * (docs/decisions/093-first-tap-sooner.md). A first visit waits for its first use, or 3 s after the load.
 */
export function startsAtFirstPaint(
  page: Parameters<typeof needsAppNow>[0],
  visitor: Parameters<typeof needsAppNow>[1] & { codeKept: boolean },
): boolean {
  return visitor.codeKept || needsAppNow(page, visitor);
}
