import { Button } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { useToast } from '../../../../components/toast';
import { useSendReminder } from '../../api/send-reminder';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { reminderToast } from '../../lib/reminder-toast';

/** 'Send Reminder' for one lapsed client; the toast says what really happened (sent or recorded). */
export function ReminderButton({ clientId, name }: { clientId: number; name: string }) {
  const send = useSendReminder();
  const toast = useToast();
  const failed = useFailureToast();
  const onClick = () =>
    send.mutate(clientId, {
      onSuccess: (result) => toast(reminderToast(result, name)),
      onError: (err) => failed(err, { description: 'Failed to send reminder. Please try again.' }),
    });
  return (
    <Button size="3" variant="soft" onClick={onClick} disabled={send.isPending} aria-label={`Send Reminder to ${name}`}>
      <BellIcon aria-hidden /> {send.isPending ? 'Sending...' : 'Send Reminder'}
    </Button>
  );
}
