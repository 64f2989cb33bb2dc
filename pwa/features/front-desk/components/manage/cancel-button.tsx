import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { ResetIcon } from '#pwa/components/icons/reset';
import { useT } from '#pwa/i18n/use-t';

type Props = { clientName: string; disabled: boolean; onConfirm: () => void };

/** Cancel, after a confirmation ('Are you sure you want to cancel the appointment for {name}?'). */
export function CancelButton({ clientName, disabled, onConfirm }: Props) {
  const { t } = useT();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="red" disabled={disabled} aria-label={t('admin.manage.cancel.aria', { name: clientName })}>
          {t('admin.manage.cancel.button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>{t('admin.manage.cancel.title')}</AlertDialog.Title>
        <AlertDialog.Description size="3">{t('admin.manage.cancel.confirm', { name: clientName })}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {t('admin.manage.cancel.keep')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={onConfirm}>
              {t('admin.manage.cancel.title')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Undo Cancel on a visit whose cancellation waits to sync: withdraws it at once (nothing is lost by it). */
export function WithdrawCancelButton({ clientName, onWithdraw }: { clientName: string; onWithdraw: () => void }) {
  const { t } = useT();
  return (
    <Button
      size="3"
      variant="soft"
      color="gray"
      onClick={onWithdraw}
      aria-label={t('admin.manage.withdrawCancel.aria', { name: clientName })}
    >
      <ResetIcon aria-hidden width={16} height={16} /> {t('admin.manage.withdrawCancel.button')}
    </Button>
  );
}
