import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Theme } from '@radix-ui/themes';
import { Tooltip } from 'radix-ui';
import { ToastProvider } from '../components/toast';
import { createQueryClient } from '../lib/query-client';

export const queryClient = createQueryClient();

/** Theme (dark, warm amber accent), data cache, toasts, tooltips (700 ms open, 300 ms skip: docs/product.md#messages-and-errors). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Theme appearance="dark" accentColor="amber" grayColor="sand" radius="medium" scaling="100%">
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          <ToastProvider>{children}</ToastProvider>
        </Tooltip.Provider>
      </Theme>
    </QueryClientProvider>
  );
}
