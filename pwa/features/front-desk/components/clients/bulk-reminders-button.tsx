import { useState } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { PaperPlaneIcon } from '#pwa/components/icons/paper-plane';
import { useToast } from '#pwa/components/toast';
import { fetchRemindersDue, useSendBulkReminders } from '../../api/send-bulk-reminders';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { bulkReminderToast } from '../../lib/reminder-toast';
import { useT } from '#pwa/i18n/use-t';

/**
 * 'Send Reminders': one reminder to every client who has not visited in over 14 days, has no upcoming
 * appointment and was not reminded recently. It first asks the server how many that is and asks
 * "Send to N clients?"; Cancel sends nothing (docs/decisions/056-lapsed-reminders-and-ratings.md).
 */
export function BulkRemindersButton() {
  const send = useSendBulkReminders();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, lang } = useT();
  const [checking, setChecking] = useState(false);
  const [due, setDue] = useState<number | null>(null);

  const ask = async () => {
    setChecking(true);
    try {
      setDue((await fetchRemindersDue()).count);
    } catch (err) {
      failed(err, { description: t('admin.reminder.bulkFailed') });
    } finally {
      setChecking(false);
    }
  };
  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: (result) => toast(bulkReminderToast(result, lang)),
      onError: (err) => failed(err, { description: t('admin.reminder.bulkFailed') }),
    });
  const busy = checking || send.isPending;

  return (
    <>
      <Button size="3" onClick={() => void ask()} disabled={busy}>
        <PaperPlaneIcon aria-hidden />{' '}
        {send.isPending ? t('admin.reminder.sending') : checking ? t('admin.reminder.checking') : t('admin.reminder.sendAll')}
      </Button>
      <AlertDialog.Root open={due !== null} onOpenChange={(open) => !open && setDue(null)}>
        <AlertDialog.Content maxWidth="460px" className="admin-touch">
          {due === 0 ? (
            <>
              <AlertDialog.Title>{t('admin.reminder.noneDue.title')}</AlertDialog.Title>
              <AlertDialog.Description size="3">{t('admin.reminder.noneDue.description')}</AlertDialog.Description>
              <Flex gap="3" mt="5" justify="end">
                <AlertDialog.Cancel>
                  <Button size="3" variant="soft" color="gray">
                    {t('admin.common.close')}
                  </Button>
                </AlertDialog.Cancel>
              </Flex>
            </>
          ) : (
            <>
              <AlertDialog.Title>{t('admin.reminder.ask.title', { count: due ?? 0 })}</AlertDialog.Title>
              <AlertDialog.Description size="3">{t('admin.reminder.ask.description')}</AlertDialog.Description>
              <Flex gap="3" mt="5" justify="end" wrap="wrap">
                <AlertDialog.Cancel>
                  <Button size="3" variant="soft" color="gray">
                    {t('admin.reminder.ask.cancel')}
                  </Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action>
                  <Button size="3" onClick={confirm}>
                    <PaperPlaneIcon aria-hidden /> {t('admin.reminder.ask.send')}
                  </Button>
                </AlertDialog.Action>
              </Flex>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}
