import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Lang } from '#shared/i18n/lang';
import { I18nProvider, useT } from '../i18n/use-t';
import { createQueryClient } from '../lib/query-client';

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

/** Renders `ui` into `container` in a page's language (a fresh query client, messages in `lang`), within `act`. */
export async function renderInLanguage(container: HTMLElement, ui: ReactNode, lang: Lang = 'en'): Promise<Root> {
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider lang={lang}>{ui}</I18nProvider>
      </QueryClientProvider>,
    ),
  );
  return root;
}
