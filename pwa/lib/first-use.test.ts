import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNS_OF_USE, needsAppNow, onFirstUse } from './first-use';

afterEach(() => vi.unstubAllGlobals());

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
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
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
