import { useCallback } from 'react';
import { ApiError } from '../../../lib/api';
import { useToast } from '../../../components/toast';
import { useUnauthorizedHandler } from '../lib/unauthorized';

type Options = { title?: string; description: string; /** Show the server's own message for these statuses (e.g. 409). */ serverMessageFor?: number[] };

/**
 * A staff change failed: a 401 signs out (spec section 8), a refusal the server explains (409: the
 * slot is taken, the block overlaps …) shows its message, anything else the spec's failure toast.
 */
export function useFailureToast() {
  const toast = useToast();
  const onUnauthorized = useUnauthorizedHandler();
  return useCallback(
    (error: unknown, { title = 'Error', description, serverMessageFor = [] }: Options) => {
      if (onUnauthorized(error)) return;
      const explained = error instanceof ApiError && serverMessageFor.includes(error.status) ? error.serverMessage : undefined;
      toast({ title, description: explained ?? description, variant: 'destructive' });
    },
    [toast, onUnauthorized],
  );
}
