import { useCallback } from 'react';
import { useToast } from '../../../components/toast';
import { isNetworkError } from '../../../lib/api-errors';
import { OFFLINE_MESSAGE, OFFLINE_TITLE } from '../lib/network';

/**
 * Shows the booking's failure toast, or, when the failure is the network's, says plainly that booking
 * needs a connection (docs/product.md#offline).
 */
export function useFailureToast() {
  const toast = useToast();
  return useCallback(
    (error: unknown, title: string, description: string) => {
      if (isNetworkError(error, navigator.onLine)) {
        toast({ title: OFFLINE_TITLE, description: OFFLINE_MESSAGE, variant: 'destructive' });
      } else {
        toast({ title, description, variant: 'destructive' });
      }
    },
    [toast],
  );
}
