import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { useToast } from '../../../components/toast';
import { countWaitingChanges } from '../../../offline/outbox-count';
import { clearOutbox } from '../../../offline/outbox-store';
import { clearAdminCache } from '../../../offline/persist-cache';
import { replayNow } from '../../../offline/replay';
import { forgetSession } from '../../../offline/session-memory';
import { useLogout } from '../api/logout';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/**
 * Sign Out (docs/decisions/006b-outbox.md): first the outbox gets a last chance to sync; if changes
 * still wait (offline, refused, signed out), staff must confirm they want them gone. Only then does
 * the device forget this staff session: the outbox, the saved admin cache, the remembered user.
 */
export function SignOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logout = useLogout();
  const [checking, setChecking] = useState(false);
  const [unsent, setUnsent] = useState(0);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        await Promise.all([clearOutbox(), clearAdminCache()]);
        forgetSession();
        await navigate('/admin/login', { replace: true });
        queryClient.removeQueries(); // nothing a staff member loaded stays in memory after sign-out
      },
      onError: () => toast({ title: 'Sign out failed', description: 'Check the connection and try again.', variant: 'destructive' }),
    });

  const start = async () => {
    setChecking(true);
    try {
      if ((await countWaitingChanges()) > 0) await replayNow({ force: true });
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
        <ExitIcon aria-hidden /> {logout.isPending || checking ? 'Signing out...' : 'Sign Out'}
      </Button>
      <AlertDialog.Content maxWidth="480px" className="admin-touch">
        <AlertDialog.Title>{changes(unsent)} not sent yet</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {changes(unsent)} made on this device {unsent === 1 ? 'has' : 'have'} not reached the server. Signing out deletes{' '}
          {unsent === 1 ? 'it' : 'them'} from this device and {unsent === 1 ? 'it' : 'they'} will be lost.
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">Stay Signed In</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={signOut}>Discard {unsent === 1 ? '1 Change' : `${unsent} Changes`} and Sign Out</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
