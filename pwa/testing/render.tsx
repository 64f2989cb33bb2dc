import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Theme } from '@radix-ui/themes';
import { cleanup, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { ToastProvider } from '../components/toast';
import { createQueryClient } from '../lib/query-client';
import { loadBundle } from '../i18n/catalogue';
import { I18nProvider } from '../i18n/use-t';

// The screens' messages, in English (the spec's text), before any test renders.
await Promise.all([loadBundle('en', 'public'), loadBundle('en', 'admin')]);

/**
 * What jsdom lacks and Radix or the pages use: ResizeObserver, pointer capture, scrollIntoView,
 * window.scrollTo. Harmless stand-ins; layout is not what these tests check.
 */
function shimDom() {
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Renders `ui` as the app does (a fresh query client with the app's defaults, the theme, toasts)
 * inside a router at `path`; `/` shows a marker so a redirect home can be seen. `route`:
 * the pattern `ui` is mounted at when it is not `path` itself (e.g. '/admin/*' for nested routes).
 */
export function renderWithApp(ui: ReactElement, { path = '/', route }: { path?: string; route?: string } = {}) {
  shimDom();
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Theme>
        <I18nProvider lang="en">
          <ToastProvider>{children}</ToastProvider>
        </I18nProvider>
      </Theme>
    </QueryClientProvider>
  );
  const pathname = path.split('?')[0]!;
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route ?? pathname} element={ui} />
        {pathname !== '/' && <Route path="/" element={<p data-testid="home">Home</p>} />}
      </Routes>
    </MemoryRouter>,
    { wrapper: Wrapper },
  );
  return { ...result, user, queryClient };
}
