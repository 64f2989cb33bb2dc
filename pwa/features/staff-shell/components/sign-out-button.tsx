import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { ExitIcon } from '#pwa/components/icons/exit';
import { useToast } from '#pwa/components/toast';
import { isServerReachable } from '#pwa/offline/connection';
import { countWaitingChanges } from '#pwa/offline/outbox-count';
import { isUnreachable } from '#pwa/offline/outbox-rules';
import { clearAdminCache } from '#pwa/offline/persist-cache';
import { replayNow } from '#pwa/offline/replay';
import { setPaused } from '#pwa/offline/replay-state';
import { forgetSession } from '#pwa/offline/session-memory';
import { oweSignOut } from '#pwa/offline/sign-out-owed';
import { useLogout } from '../api/logout';
import { useT } from '#pwa/i18n/use-t';

/** The last replay before signing out gets this long: signing out never waits in a queue. */
export const LAST_REPLAY_MS = 5000;

const within = (work: Promise<unknown>, ms: number) => Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * Sign Out (docs/decisions/073-outbox-through-a-bad-day.md, 058-offline-sign-out.md). It never discards queued changes:
 * - without the server (offline, the server down, or the logout request gets no answer) it locks the
 *   tablet at once: the saved admin cache, the remembered user and the in-memory cache are gone, the
 *   login page shows, and the device owes the server the sign-out (sent as soon as it answers, and
 *   before the next sign-in); the queue waits, paused, for the next staff sign-in;
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

  /** Nothing of the dashboard stays readable on the device; the outbox stays, paused. */
  const leave = async () => {
    setPaused(true); // what waits in the outbox goes after the next sign-in, never under no session
    await clearAdminCache();
    forgetSession();
    await navigate('/admin/login', { replace: true });
    queryClient.removeQueries(); // nothing a staff member loaded stays in memory after sign-out
  };

  /** Without the server: lock now, and tell the server when it answers. */
  const lock = async () => {
    oweSignOut(Date.now());
    await leave();
    toast({ title: t('admin.signOut.locked.title'), description: t('admin.signOut.locked.description') });
  };

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: leave,
      onError: (err) =>
        isUnreachable(err)
          ? void lock()
          : toast({ title: t('admin.signOut.failed.title'), description: t('admin.signOut.failed.description'), variant: 'destructive' }),
    });

  const start = async () => {
    if (!isServerReachable()) return lock(); // at once: never queued behind or before the changes
    setChecking(true);
    try {
      if ((await countWaitingChanges()) > 0) await within(replayNow({ force: true }), LAST_REPLAY_MS);
      if (!isServerReachable()) return lock();
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
        <AlertDialog.Description size="3">{t('admin.signOut.unsent.description', { count: unsent })}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {t('admin.signOut.stay')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" onClick={signOut}>
              {t('admin.signOut.keep', { count: unsent })}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
