import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNS_OF_USE, UNTOUCHED_START_MS, needsAppNow, onFirstUse, startsAtFirstPaint, whenUntouched } from './first-use';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('needsAppNow', () => {
  const visitor = { lang: 'en', year: 2026, online: true };
  it('is false for the page as the server renders it for this visitor today', () => {
    expect(needsAppNow({ lang: 'en', year: 2026 }, visitor)).toBe(false);
  });
  it('is true for a page in the other language (kept from before the visitor switched)', () => {
    expect(needsAppNow({ lang: 'es', year: 2026 }, visitor)).toBe(true);
    expect(needsAppNow({ lang: 'en', year: 2026 }, { ...visitor, lang: 'es' })).toBe(true);
  });
  it('is true for a page rendered in another year (its footer shows that year)', () => {
    expect(needsAppNow({ lang: 'en', year: 2025 }, visitor)).toBe(true);
  });
  it('is true for a page opened offline (the app shows its offline banner)', () => {
    expect(needsAppNow({ lang: 'en', year: 2026 }, { ...visitor, online: false })).toBe(true);
  });
  it('is true for a page showing the cart on a device whose cart holds something, and only then', () => {
    expect(needsAppNow({ lang: 'en', year: 2026, showsCart: true }, { ...visitor, hasCart: true })).toBe(true);
    expect(needsAppNow({ lang: 'en', year: 2026, showsCart: true }, { ...visitor, hasCart: false })).toBe(false);
    expect(needsAppNow({ lang: 'en', year: 2026, showsCart: false }, { ...visitor, hasCart: true })).toBe(false);
  });
  it('leaves a page that names no year (an older build’s copy) to its language', () => {
    expect(needsAppNow({ lang: 'en' }, visitor)).toBe(false);
  });
});

describe('onFirstUse', () => {
  function fakeWindow() {
    const target = new EventTarget();
    const added: { type: string; options: unknown }[] = [];
    const add = target.addEventListener.bind(target);
    target.addEventListener = (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) => {
      added.push({ type, options });
      add(type, listener, options);
    };
    vi.stubGlobal('window', target);
    return { target, added };
  }

  it('runs once, on whichever sign of use comes first, and stops listening', () => {
    for (const first of SIGNS_OF_USE) {
      const { target } = fakeWindow();
      const run = vi.fn();
      onFirstUse(run);
      expect(run).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(first));
      expect(run).toHaveBeenCalledOnce();
      for (const type of SIGNS_OF_USE) target.dispatchEvent(new Event(type));
      expect(run, `after ${first}, nothing runs it again`).toHaveBeenCalledOnce();
    }
  });

  it('listens passively (a touch that starts a scroll never waits for it) and before the page’s own handlers', () => {
    const { added } = fakeWindow();
    onFirstUse(() => {});
    expect(added.map((a) => a.type).sort()).toEqual([...SIGNS_OF_USE].sort());
    for (const a of added) expect(a.options).toEqual({ capture: true, passive: true });
  });

  it('counts touches, the pointer, keys, focus and the wheel, and not a load, a scroll by script or a resize', () => {
    expect(SIGNS_OF_USE).toEqual(expect.arrayContaining(['touchstart', 'pointerdown', 'pointermove', 'keydown', 'focusin', 'wheel']));
    for (const notUse of ['load', 'scroll', 'resize', 'visibilitychange']) expect(SIGNS_OF_USE).not.toContain(notUse);
  });
});

describe('whenUntouched', () => {
  const MS = UNTOUCHED_START_MS;

  /** A page: its load state, whether it is shown, and the browser's idle callbacks (run when asked). */
  function fakePage(state: { readyState: DocumentReadyState; visibilityState: DocumentVisibilityState }) {
    const doc = Object.assign(new EventTarget(), state);
    const win = new EventTarget() as EventTarget & { requestIdleCallback?: (f: () => void, o: { timeout: number }) => number };
    const idle: { run: () => void; timeout: number }[] = [];
    win.requestIdleCallback = (f, o) => idle.push({ run: f, timeout: o.timeout });
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', win);
    return {
      doc,
      idle,
      load: () => ((doc.readyState = 'complete'), win.dispatchEvent(new Event('load'))),
      show: (v: DocumentVisibilityState) => ((doc.visibilityState = v), doc.dispatchEvent(new Event('visibilitychange'))),
    };
  }

  it('runs a few seconds after the load, in the browser’s idle time, and once', () => {
    vi.useFakeTimers();
    const page = fakePage({ readyState: 'interactive', visibilityState: 'visible' });
    const run = vi.fn();
    whenUntouched(run, MS);
    vi.advanceTimersByTime(MS * 2);
    expect(page.idle, 'nothing before the page has loaded').toHaveLength(0);
    page.load();
    vi.advanceTimersByTime(MS - 1);
    expect(page.idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(page.idle).toHaveLength(1);
    expect(page.idle[0]!.timeout, 'an idle period, or a second at most').toBe(1000);
    expect(run).not.toHaveBeenCalled();
    page.idle[0]!.run();
    expect(run).toHaveBeenCalledOnce();
    page.show('hidden');
    page.show('visible');
    vi.advanceTimersByTime(MS * 2);
    expect(page.idle, 'never asked again').toHaveLength(1);
  });

  it('waits while the tab is in the background, and counts again from when it is shown', () => {
    vi.useFakeTimers();
    const page = fakePage({ readyState: 'complete', visibilityState: 'hidden' });
    whenUntouched(() => {}, MS);
    vi.advanceTimersByTime(MS * 3);
    expect(page.idle).toHaveLength(0);
    page.show('visible');
    vi.advanceTimersByTime(MS - 500);
    page.show('hidden');
    vi.advanceTimersByTime(MS * 3);
    expect(page.idle, 'hidden before its time was up').toHaveLength(0);
    page.show('visible');
    vi.advanceTimersByTime(MS);
    expect(page.idle).toHaveLength(1);
  });

  it('does not run in a tab hidden while it awaited the idle period, and runs once it is shown and its time is up again', () => {
    vi.useFakeTimers();
    const page = fakePage({ readyState: 'complete', visibilityState: 'visible' });
    const run = vi.fn();
    whenUntouched(run, MS);
    vi.advanceTimersByTime(MS);
    expect(page.idle).toHaveLength(1);
    page.show('hidden');
    page.idle[0]!.run();
    expect(run, 'hidden: nothing starts').not.toHaveBeenCalled();
    page.show('visible');
    vi.advanceTimersByTime(MS);
    expect(page.idle).toHaveLength(2);
    page.idle[1]!.run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs for a visitor who asked to save data', () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const page = fakePage({ readyState: 'complete', visibilityState: 'visible' });
    whenUntouched(() => {}, MS);
    vi.advanceTimersByTime(MS * 3);
    expect(page.idle).toHaveLength(0);
  });

  it('runs without an idle callback where the browser has none', () => {
    vi.useFakeTimers();
    const page = fakePage({ readyState: 'complete', visibilityState: 'visible' });
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    const run = vi.fn();
    whenUntouched(run, MS);
    vi.advanceTimersByTime(MS);
    expect(run).toHaveBeenCalledOnce();
    expect(page.idle).toHaveLength(0);
  });
});

describe('startsAtFirstPaint', () => {
  const page = { lang: 'en', year: 2026, showsCart: false };
  const visitor = { lang: 'en', year: 2026, online: true, hasCart: false };
  it('starts a visit whose code the service worker keeps at its first paint, and leaves a first visit to its first use', () => {
    expect(startsAtFirstPaint(page, { ...visitor, codeKept: true })).toBe(true);
    expect(startsAtFirstPaint(page, { ...visitor, codeKept: false })).toBe(false);
  });
  it('starts a first visit at once when the page needs the app to be right', () => {
    expect(startsAtFirstPaint(page, { ...visitor, online: false, codeKept: false })).toBe(true);
    expect(startsAtFirstPaint(page, { ...visitor, lang: 'es', codeKept: false })).toBe(true);
  });
});
