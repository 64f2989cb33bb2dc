import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { WalkInInput, type WalkIn } from '#shared/schemas/walk-in';
import { replaceChange } from '../../../../offline/outbox-store';
import { replayNow } from '../../../../offline/replay';
import { useToast } from '../../../../components/toast';
import { parseWalkIn, QUEUED_TOAST, WALK_IN } from '../../lib/outbox-kinds';
import type { ChangeLine } from '../../lib/outbox-view';
import { WalkInFields } from './walk-in-fields';

const formValues = (w: WalkIn): WalkInInput => ({ ...w, clientEmail: w.clientEmail ?? '', notes: w.notes ?? '' });

/**
 * A refused walk-in, prefilled, for staff to pick another barber or time. Saving makes a new
 * change (a new Idempotency-Key: the old key's refusal is kept by the server) at the end of the
 * queue, and marks the refused one replaced, in one transaction.
 */
export function ChooseAnotherTime({ line }: { line: ChangeLine & { walkIn: WalkIn } }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const form = useForm<WalkInInput, unknown, WalkIn>({ resolver: zodResolver(WalkInInput), defaultValues: formValues(line.walkIn) });

  const onSubmit = form.handleSubmit(async (walkIn) => {
    try {
      await replaceChange(line.id, WALK_IN, parseWalkIn(walkIn));
      toast(QUEUED_TOAST.walkIn);
      setOpen(false);
      void replayNow({ force: true });
    } catch (err) {
      toast({ title: 'Error', description: err instanceof Error ? err.message : String(err), variant: 'destructive' });
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="3" aria-label={`Choose another time for ${line.title}`}>Choose Another Time</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="600px" className="admin-touch" aria-describedby={`resolve-${line.id}`}>
        <Dialog.Title size="6">Choose Another Time</Dialog.Title>
        <Dialog.Description id={`resolve-${line.id}`} size="3" color="gray" mb="4">
          {line.message ?? 'The server refused this walk-in.'} Pick another barber or time for {line.walkIn.clientName}.
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate>
          <WalkInFields form={form} />
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray">Close</Button>
            </Dialog.Close>
            <Button type="submit" size="3" disabled={form.formState.isSubmitting}>Save Walk-in</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
