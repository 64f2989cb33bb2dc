import { AlertDialog, Button, Flex } from '@radix-ui/themes';

type Props = { when: string; disabled: boolean; busy: boolean; onConfirm: () => void };

/** Cancel, after a confirmation naming the appointment. */
export function CancelAppointment({ when, disabled, busy, onConfirm }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="red" disabled={disabled} loading={busy}>Cancel appointment</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>Cancel your appointment?</AlertDialog.Title>
        <AlertDialog.Description size="3">Your appointment on {when} will be cancelled and the time offered to others.</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">Keep appointment</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={onConfirm}>Yes, cancel it</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
