import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '#pwa/lib/api-errors';
import { useToast } from '#pwa/components/toast';
import { currentUserKey } from '../api/current-user';
import { useT } from '#pwa/i18n/use-t';

/** docs/product.md#sign-in: the unauthorized redirect waits 500 ms (long enough to read the toast's title). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * For admin mutations' onError (delete, block, walk-in, cancel, reminders): on a 401, shows
 * 'Unauthorized' / 'You are logged out. Logging in again...' and goes to /admin/login after
 * 500 ms (docs/decisions/004-auth.md: /api/login redirects there). Answers true when it handled
 * the error, so the caller shows its own failure toast only otherwise:
 *
 *   const onUnauthorized = useUnauthorizedHandler();
 *   onError: (err) => { if (!onUnauthorized(err)) toast({ title: 'Error', description: '…' }); }
 */
export function useUnauthorizedHandler() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useT();
  return useCallback(
    (error: unknown): boolean => {
      if (!isUnauthorized(error)) return false;
      toast({ title: t('admin.unauthorized.title'), description: t('admin.unauthorized.description'), variant: 'destructive' });
      setTimeout(() => {
        // Forget the cached session check once the dashboard is gone (earlier, it would re-check and flash).
        void Promise.resolve(navigate('/admin/login', { replace: true })).then(() =>
          queryClient.removeQueries({ queryKey: currentUserKey }),
        );
      }, UNAUTHORIZED_REDIRECT_MS);
      return true;
    },
    [toast, navigate, queryClient, t],
  );
}
