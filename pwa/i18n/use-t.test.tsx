// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isBundleLoaded, loadBundle } from './catalogue';
import { useT } from './use-t';
import { renderInLanguage } from '../testing/on-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(() => loadBundle('en', 'public'));

/** What the page showed each time the API was asked for the shop's texts. */
let askedWhileShowing: string[] = [];

function Page() {
  const { t, setLang } = useT();
  useQuery({
    queryKey: ['shop-texts'],
    queryFn: () => {
      askedWhileShowing.push(document.querySelector('h1')?.textContent ?? '');
      return Promise.resolve({ ok: true });
    },
  });
  return (
    <>
      <h1>{t('site.services.title')}</h1>
      <button type="button" onClick={() => void setLang('es')}>
        Español
      </button>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the other language’s messages', () => {
  /** The browser's idle callbacks, run when the test says; and whether a service worker controls the page. */
  let idle: (() => void)[] = [];
  function pageWith(serviceWorker: boolean) {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker ? { controller: {} } : undefined, configurable: true });
  }
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  async function start() {
    const container = document.body.appendChild(document.createElement('div'));
    root = await renderInLanguage(container, <Page />);
  }

  // What the page asks of the browser's idle time, not whether the messages are loaded: another test file in
  // the same worker may have loaded them already.
  it('are not downloaded on a first visit before the visitor asks for them (no service worker keeps them yet)', async () => {
    pageWith(false);
    await start();
    expect(idle).toHaveLength(0);
  });

  it('are made ready while the page is idle on a visit after the first, so a switch draws in its own click', async () => {
    pageWith(true);
    await start();
    expect(idle).toHaveLength(1);
    idle.forEach((run) => run());
    await vi.waitFor(() => expect(isBundleLoaded('es', 'public')).toBe(true));
  });
});

describe('the language switch', () => {
  it('draws the page, sets <html lang> in a task of its own after the next frame, and, once the browser is idle, asks the API again for the shop’s texts', async () => {
    askedWhileShowing = [];
    const container = document.body.appendChild(document.createElement('div'));
    root = await renderInLanguage(container, <Page />);
    expect(askedWhileShowing).toEqual(['Our Services']);
    // What the page said when `<html lang>` changed.
    const shownAtLangChange: string[] = [];
    new MutationObserver(() => shownAtLangChange.push(document.querySelector('h1')?.textContent ?? '')).observe(document.documentElement, {
      attributeFilter: ['lang'],
    });
    // The next frame comes when this test says.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    await act(async () => container.querySelector('button')!.click());
    await vi.waitFor(() => expect(container.querySelector('h1')!.textContent).toBe('Nuestros servicios'));
    // Not in the frame that shows the answer: a change of it styles every element of the page again.
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(document.documentElement.lang, 'not before the frame is drawn').toBe('en');
    // Not in the task that drew it: the API is asked after the next frame, once the browser is idle (what
    // the frame's message and a next tap bring runs first; the first refetch loads the API's schemas, 30–50 ms
    // of a phone's main thread).
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    await act(async () => {});
    expect(askedWhileShowing).toEqual(['Our Services']);
    await act(async () => {
      for (const f of frames.splice(0)) f(performance.now());
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(document.documentElement.lang, 'once the frame is drawn').toBe('es');
    expect(shownAtLangChange).toEqual(['Nuestros servicios']);
    expect(askedWhileShowing, 'not before the browser is idle').toEqual(['Our Services']);
    await act(async () => idle.splice(0).forEach((run) => run()));
    await vi.waitFor(() => expect(askedWhileShowing).toEqual(['Our Services', 'Nuestros servicios']));
  });
});
