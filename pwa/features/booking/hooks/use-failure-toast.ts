import { useCallback } from 'react';
import { useToast } from '#pwa/components/toast';
import { isNetworkError } from '#pwa/lib/api-errors';
import { useT } from '#pwa/i18n/use-t';

/**
 * Shows the booking's failure toast, or, when the failure is the network's, says plainly that booking
 * needs a connection (docs/product.md#offline).
 */
export function useFailureToast() {
  const toast = useToast();
  const { t } = useT();
  return useCallback(
    (error: unknown, title: string, description: string) => {
      if (isNetworkError(error, navigator.onLine)) {
        toast({ title: t('booking.offline.title'), description: t('booking.offline.message'), variant: 'destructive' });
      } else {
        toast({ title, description, variant: 'destructive' });
      }
    },
    [toast, t],
  );
}
