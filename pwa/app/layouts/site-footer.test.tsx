// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBundle } from '../../i18n/catalogue';
import { I18nProvider } from '../../i18n/use-t';
import { createQueryClient } from '../../lib/query-client';
import { keepStaticSections, staticSectionsHydrated } from '../../components/static-section';
import { SiteFooter } from './site-footer';

await loadBundle('en', 'public');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Footer = () => (
  <QueryClientProvider client={createQueryClient()}>
    <I18nProvider lang="en">
      <MemoryRouter initialEntries={['/']}>
        <SiteFooter />
      </MemoryRouter>
    </I18nProvider>
  </QueryClientProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  staticSectionsHydrated();
  vi.useRealTimers();
});

describe('the footer (decision 050)', () => {
  it('shows the visitor’s year on a page the service worker kept from last year (its columns stay the server’s HTML)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-30T12:00:00Z'));
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Footer />);
    expect(container.textContent).toContain('© 2026');

    vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
    keepStaticSections(container);
    await act(async () => {
      root = hydrateRoot(container, <Footer />, { onRecoverableError: () => {} });
    });
    staticSectionsHydrated();
    expect(container.textContent).toContain('© 2027');
    expect(container.textContent).not.toContain('© 2026');
    expect(container.querySelector('[data-static="footer"]')).not.toBeNull();
    expect(container.querySelector('nav')!.textContent).toContain('Book Now');
  });
});
