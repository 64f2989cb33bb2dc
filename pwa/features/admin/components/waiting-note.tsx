import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useWaitingChanges } from '../../../offline/outbox-count';

/** On the login page: changes made on this device are still here, and go once staff sign in. */
export function WaitingNote() {
  const waiting = useWaitingChanges() ?? 0;
  if (waiting === 0) return null;
  return (
    <Callout.Root color="orange" data-testid="login-waiting-note">
      <Callout.Icon><InfoCircledIcon /></Callout.Icon>
      <Callout.Text>
        {waiting === 1 ? '1 change' : `${waiting} changes`} made on this device {waiting === 1 ? 'is' : 'are'} waiting to sync.{' '}
        {waiting === 1 ? 'It' : 'They'} will be sent after you sign in.
      </Callout.Text>
    </Callout.Root>
  );
}
