import { useCallback } from 'react';
import { ApiError } from '#pwa/lib/api';
import { useToast } from '#pwa/components/toast';
import { getConnection } from '#pwa/offline/connection';
import { isNetworkFailure, isUnreachable } from '#pwa/offline/outbox-rules';
import { useUnauthorizedHandler } from '../lib/unauthorized';
import { refusalOf, refusalText } from '../lib/refusal';
import { useT } from '#pwa/i18n/use-t';

type Options = {
  title?: string;
  description: string;
  /** Show the server's own message for these statuses (e.g. 409). */ serverMessageFor?: number[];
};

/**
 * Whether a failure means the server could not be reached: no answer at all, the device knows it is
 * offline or the server is down, or a 502/503/504 without the server's own words (a 503 that says
 * "busy" is the server speaking, and its message is shown).
 */
export function isOfflineFailure(error: unknown): boolean {
  if (isNetworkFailure(error) || getConnection() !== 'online') return true;
  return isUnreachable(error) && !(error instanceof ApiError && error.serverMessage);
}

/**
 * A staff change failed: a 401 signs out (docs/product.md#sign-in); offline (or the server down) it says the
 * change needs the connection; a refusal the server explains (409: the slot is taken, the block
 * overlaps …) shows its message; anything else the change's own failure toast.
 */
export function useFailureToast() {
  const toast = useToast();
  const onUnauthorized = useUnauthorizedHandler();
  const { t, known, time } = useT();
  return useCallback(
    (error: unknown, { title = t('admin.common.error'), description, serverMessageFor = [] }: Options) => {
      if (onUnauthorized(error)) return;
      if (isOfflineFailure(error))
        return toast({ title: t('admin.offline.title'), description: t('admin.offline.description'), variant: 'destructive' });
      const busy = error instanceof ApiError && error.status === 503 ? error.serverMessage : undefined;
      const explained = error instanceof ApiError && serverMessageFor.includes(error.status) ? error.serverMessage : undefined;
      const server = explained ?? busy;
      const said =
        explained && error instanceof ApiError
          ? refusalText(refusalOf(error.body), known(explained), { t, time })
          : server && known(server);
      toast({ title, description: said || description, variant: 'destructive' });
    },
    [toast, onUnauthorized, t, known, time],
  );
}
