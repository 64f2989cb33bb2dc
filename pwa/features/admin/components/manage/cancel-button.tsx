import { AlertDialog, Button, Flex } from '@radix-ui/themes';

type Props = { clientName: string; disabled: boolean; onConfirm: () => void };

/** Cancel, after a confirmation ('Are you sure you want to cancel the appointment for {name}?'). */
export function CancelButton({ clientName, disabled, onConfirm }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="red" disabled={disabled} aria-label={`Cancel appointment for ${clientName}`}>
          Cancel
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>Cancel Appointment</AlertDialog.Title>
        <AlertDialog.Description size="3">Are you sure you want to cancel the appointment for {clientName}?</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">Keep Appointment</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={onConfirm}>Cancel Appointment</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
