import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { useToast } from '../../../components/toast';
import { isServerReachable } from '../../../offline/connection';
import { countWaitingChanges } from '../../../offline/outbox-count';
import { isUnreachable } from '../../../offline/outbox-rules';
import { clearAdminCache } from '../../../offline/persist-cache';
import { replayNow } from '../../../offline/replay';
import { setPaused } from '../../../offline/replay-state';
import { forgetSession } from '../../../offline/session-memory';
import { useLogout } from '../api/logout';
import { useT } from '../../../i18n/use-t';

/** The last replay before signing out gets this long: signing out never waits in a queue. */
export const LAST_REPLAY_MS = 5000;

const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * Sign Out (docs/decisions/006b-outbox.md). It never discards queued changes:
 * - it needs the server (the session is the server's cookie): offline, or with the server down, it
 *   fails at once with "You are offline: signing out needs the connection" and changes nothing;
 * - online, the outbox first gets a short last run; if changes still wait (refused, or the server
 *   stopped answering), staff are asked first. Signing out keeps them on this device: they are
 *   sent after the next staff sign-in here.
 * After the server confirms, the device forgets the saved admin cache and the remembered user; the
 * outbox stays, paused until someone signs in.
 */
export function SignOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logout = useLogout();
  const [checking, setChecking] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const { t } = useT();

  const needsConnection = () =>
    toast({
      title: t('admin.signOut.needsConnection.title'),
      description: t('admin.signOut.needsConnection.description'),
      variant: 'destructive',
    });

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        setPaused(true); // what waits in the outbox goes after the next sign-in, never under no session
        await clearAdminCache();
        forgetSession();
        await navigate('/admin/login', { replace: true });
        queryClient.removeQueries(); // nothing a staff member loaded stays in memory after sign-out
      },
      onError: (err) =>
        isUnreachable(err)
          ? needsConnection()
          : toast({ title: t('admin.signOut.failed.title'), description: t('admin.signOut.failed.description'), variant: 'destructive' }),
    });

  const start = async () => {
    if (!isServerReachable()) return needsConnection(); // fails fast: never queued behind or before the changes
    setChecking(true);
    try {
      if ((await countWaitingChanges()) > 0) await within(replayNow({ force: true }), LAST_REPLAY_MS);
      if (!isServerReachable()) return needsConnection();
      const left = await countWaitingChanges();
      if (left > 0) setUnsent(left);
      else signOut();
    } finally {
      setChecking(false);
    }
  };

  return (
    <AlertDialog.Root open={unsent > 0} onOpenChange={(open) => !open && setUnsent(0)}>
      <Button size="3" variant="soft" color="gray" onClick={() => void start()} disabled={checking || logout.isPending}>
        <ExitIcon aria-hidden /> {logout.isPending || checking ? t('admin.signOut.signingOut') : t('admin.signOut.button')}
      </Button>
      <AlertDialog.Content maxWidth="480px" className="admin-touch">
        <AlertDialog.Title>{t('admin.signOut.unsent.title', { count: unsent })}</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {t('admin.signOut.unsent.description', { count: unsent })}
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">{t('admin.signOut.stay')}</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" onClick={signOut}>{t('admin.signOut.keep', { count: unsent })}</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
