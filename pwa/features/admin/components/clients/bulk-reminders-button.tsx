import { Button } from '@radix-ui/themes';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { useToast } from '../../../../components/toast';
import { useSendBulkReminders } from '../../api/send-bulk-reminders';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { bulkReminderToast } from '../../lib/reminder-toast';

/** 'Send Reminders': one reminder to every client who has not visited in over 14 days. */
export function BulkRemindersButton() {
  const send = useSendBulkReminders();
  const toast = useToast();
  const failed = useFailureToast();
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: (result) => toast(bulkReminderToast(result)),
      onError: (err) => failed(err, { description: 'Failed to send bulk reminders. Please try again.' }),
    });
  return (
    <Button size="3" onClick={onClick} disabled={send.isPending}>
      <PaperPlaneIcon aria-hidden /> {send.isPending ? 'Sending...' : 'Send Reminders'}
    </Button>
  );
}
