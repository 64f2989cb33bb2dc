import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { OfflineBanner } from '../components/offline-banner';
import { UpdatePrompt } from '../components/update-prompt';
import { Providers } from './providers';
import type { Lang } from '#shared/i18n/lang';

/**
 * Everything around the router, the same in the browser (pwa/main.tsx) and on the server
 * (pwa/entry-server.tsx), so a pre-rendered page hydrates without a mismatch.
 */
export function AppFrame({ client, lang, children }: { client?: QueryClient; lang: Lang; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client} lang={lang}>
        {children}
        {/* On every page, admin included: the update prompt and the offline banner (bottom left). */}
        <div className="app-status">
          <UpdatePrompt />
          <OfflineBanner />
        </div>
      </Providers>
    </StrictMode>
  );
}
