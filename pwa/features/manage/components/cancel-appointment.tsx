import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';

type Props = { when: string; disabled: boolean; busy: boolean; onConfirm: () => void };

/** Cancel, after a confirmation naming the appointment. */
export function CancelAppointment({ when, disabled, busy, onConfirm }: Props) {
  const { t } = useT();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="red" disabled={disabled} loading={busy}>
          {t('manage.cancel.button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{t('manage.cancel.title')}</AlertDialog.Title>
        <AlertDialog.Description size="3">{t('manage.cancel.body', { when })}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {t('manage.cancel.keep')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={onConfirm}>
              {t('manage.cancel.confirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
