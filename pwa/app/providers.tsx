import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Theme } from '@radix-ui/themes';
import { ToastProvider } from '../components/toast';
import { createQueryClient } from '../lib/query-client';
import type { Lang } from '#shared/i18n/lang';
import { I18nProvider } from '../i18n/use-t';

export const queryClient = createQueryClient();

/**
 * The page's language (docs/decisions/046-spanish.md), theme (dark, warm amber accent), data cache and
 * toasts. No screen shows a tooltip, so there is no tooltip provider: it would bring the popper code
 * into every first visit (scripts/radix-theme-imports.ts says what a screen adding one must do).
 */
export function Providers({ children, lang, client = queryClient }: { children: ReactNode; lang: Lang; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Theme appearance="dark" accentColor="amber" grayColor="sand" radius="medium" scaling="100%">
        <I18nProvider lang={lang}>
          <ToastProvider>{children}</ToastProvider>
        </I18nProvider>
      </Theme>
    </QueryClientProvider>
  );
}
