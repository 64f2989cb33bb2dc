import { Button } from '@radix-ui/themes';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { useToast } from '../../../../components/toast';
import { useSendBulkReminders } from '../../api/send-bulk-reminders';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { bulkReminderToast } from '../../lib/reminder-toast';
import { useT } from '../../../../i18n/use-t';

/** 'Send Reminders': one reminder to every client who has not visited in over 14 days. */
export function BulkRemindersButton() {
  const send = useSendBulkReminders();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, lang } = useT();
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: (result) => toast(bulkReminderToast(result, lang)),
      onError: (err) => failed(err, { description: t('admin.reminder.bulkFailed') }),
    });
  return (
    <Button size="3" onClick={onClick} disabled={send.isPending}>
      <PaperPlaneIcon aria-hidden /> {send.isPending ? t('admin.reminder.sending') : t('admin.reminder.sendAll')}
    </Button>
  );
}
