import { AlertDialog, Button, Flex, IconButton } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';

type Props = { clientName: string; disabled: boolean; onConfirm: () => void };

/** The row's delete icon, after a confirmation (deleting cancels: the row stays for history). */
export function DeleteAppointmentButton({ clientName, disabled, onConfirm }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <IconButton size="3" variant="soft" color="red" disabled={disabled} aria-label={`Delete appointment for ${clientName}`}>
          <TrashIcon width={18} height={18} />
        </IconButton>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>Delete Appointment</AlertDialog.Title>
        <AlertDialog.Description size="3">
          Are you sure you want to delete the appointment for {clientName}? It is cancelled and its time becomes free.
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">Keep Appointment</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={onConfirm}>Delete Appointment</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
