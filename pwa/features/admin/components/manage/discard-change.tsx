import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { discardChange } from '../../../../offline/outbox-store';
import { useToast } from '../../../../components/toast';
import type { ChangeLine } from '../../lib/outbox-view';

/** Discard a change the server refused, on purpose: it asks first, naming what will not happen. */
export function DiscardChange({ line }: { line: ChangeLine }) {
  const toast = useToast();
  const what = line.kind === 'cancel' ? 'This appointment will not be cancelled.' : 'This walk-in will not be added.';
  const discard = async () => {
    await discardChange(line.id);
    toast({ title: 'Change Discarded', description: `${line.title} was removed from this device.` });
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="gray" aria-label={`Discard ${line.title}`}>Discard</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>Discard this change?</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {line.title}. {what} This cannot be undone.
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">Keep It</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={() => void discard()}>Discard Change</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
