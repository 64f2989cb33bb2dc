import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { OfflineBanner } from '../components/offline-banner';
import { UpdatePrompt } from '../components/update-prompt';
import { Providers } from './providers';
import type { Lang } from '#shared/i18n/lang';
import { replayEarlyInput } from '#pwa/start/early-input';
import { staticSectionsHydrated } from '../components/static-section';

/**
 * Inside the boundary: its effect runs once the pages have hydrated. Static sections that mount from
 * then on render their components, and the taps held till then are replayed. `<html data-hydrated>`
 * says so (no style reads it): a journey that needs the whole page started waits for it, as a
 * control's own answer can come from the part hydrated first.
 */
function EarlyInputReplay() {
  useEffect(() => {
    staticSectionsHydrated();
    replayEarlyInput();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Everything around the router, the same in the browser (pwa/main.tsx) and on the server
 * (pwa/entry-server.tsx), so a pre-rendered page hydrates without a mismatch.
 */
export function AppFrame({ client, lang, children }: { client?: QueryClient; lang: Lang; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client} lang={lang}>
        {/*
          A boundary around the pages: React hydrates what is inside it after the frame, in slices of
          a few milliseconds (a tap there first hydrates what it lands on), not in one long task that
          holds a phone's main thread (docs/decisions/048-first-paint-then-code.md). Nothing suspends:
          the fallback never shows.
        */}
        <Suspense fallback={null}>
          {children}
          <EarlyInputReplay />
        </Suspense>
        {/* On every page, admin included: the update prompt and the offline banner (bottom left). */}
        <div className="app-status">
          <UpdatePrompt />
          <OfflineBanner />
        </div>
      </Providers>
    </StrictMode>
  );
}
