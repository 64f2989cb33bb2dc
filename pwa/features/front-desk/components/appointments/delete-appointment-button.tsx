import { AlertDialog, Button, Flex, IconButton } from '@radix-ui/themes';
import { TrashIcon } from '#pwa/components/icons/trash';

import { useT } from '#pwa/i18n/use-t';

type Props = { clientName: string; disabled: boolean; onConfirm: () => void };

/** The row's delete icon, after a confirmation (deleting cancels: the row stays for history). */
export function DeleteAppointmentButton({ clientName, disabled, onConfirm }: Props) {
  const { t } = useT();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <IconButton
          size="3"
          variant="soft"
          color="red"
          disabled={disabled}
          aria-label={t('admin.appointments.delete.aria', { name: clientName })}
        >
          <TrashIcon width={18} height={18} />
        </IconButton>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>{t('admin.appointments.delete.title')}</AlertDialog.Title>
        <AlertDialog.Description size="3">{t('admin.appointments.delete.confirm', { name: clientName })}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {t('admin.manage.cancel.keep')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={onConfirm}>
              {t('admin.appointments.delete.title')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
