import { Button } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { useToast } from '../../../../components/toast';
import { useSendReminder } from '../../api/send-reminder';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { reminderToast } from '../../lib/reminder-toast';
import { useT } from '../../../../i18n/use-t';

/** 'Send Reminder' for one lapsed client; the toast says what really happened (sent or recorded). */
export function ReminderButton({ clientId, name }: { clientId: number; name: string }) {
  const send = useSendReminder();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, lang } = useT();
  const onClick = () =>
    send.mutate(clientId, {
      onSuccess: (result) => toast(reminderToast(result, name, lang)),
      onError: (err) => failed(err, { description: t('admin.reminder.failed') }),
    });
  return (
    <Button size="3" variant="soft" onClick={onClick} disabled={send.isPending} aria-label={t('admin.reminder.sendTo', { name })}>
      <BellIcon aria-hidden /> {send.isPending ? t('admin.reminder.sending') : t('admin.reminder.send')}
    </Button>
  );
}
