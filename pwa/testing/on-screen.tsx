import { vi } from 'vitest';
import { useT } from '../i18n/use-t';

/**
 * The browser's answer to an `IntersectionObserver` in jsdom (which has none): each observed box is on the
 * screen when `onScreen` says so, reported once, as the browser reports it at the start.
 * `vi.unstubAllGlobals()` removes it.
 */
export function stubOnScreen(onScreen: (box: Element) => boolean): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {}
      observe(target: Element) {
        queueMicrotask(() => this.report([{ target, isIntersecting: onScreen(target) }]));
      }
      disconnect() {}
    },
  );
}

/** The visitor's language switch, reduced to its Spanish button. */
export function SpanishSwitch() {
  const { setLang } = useT();
  return (
    <button type="button" onClick={() => void setLang('es')}>
      Español
    </button>
  );
}
