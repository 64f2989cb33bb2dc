import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { WalkInInput, type WalkIn } from '#shared/schemas/walk-in';
import { getChange, replaceChange } from '#pwa/offline/outbox-store';
import { replayNow } from '#pwa/offline/replay';
import { useToast } from '#pwa/components/toast';
import { parseWalkIn, queuedToast, WALK_IN } from '../../lib/outbox-kinds';
import { useT } from '#pwa/i18n/use-t';
import type { ChangeLine } from '../../lib/outbox-view';
import { WalkInFields } from './walk-in-fields';

const formValues = (w: WalkIn): WalkInInput => ({ ...w, clientEmail: w.clientEmail ?? '', notes: w.notes ?? '' });

/**
 * A refused walk-in, prefilled, for staff to pick another barber or time. Saving makes a new
 * change (a new Idempotency-Key: the old key's refusal is kept by the server) at the end of the
 * queue, and marks the refused one replaced, in one transaction; the toast says what the replay made
 * of it (added, refused again, or waiting to sync while the server cannot be reached).
 */
export function ChooseAnotherTime({ line }: { line: ChangeLine & { walkIn: WalkIn } }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const { t, known } = useT();
  const form = useForm<WalkInInput, unknown, WalkIn>({ resolver: zodResolver(WalkInInput), defaultValues: formValues(line.walkIn) });

  const onSubmit = form.handleSubmit(async (walkIn) => {
    try {
      const row = await replaceChange(line.id, WALK_IN, parseWalkIn(walkIn));
      setOpen(false);
      // Online, the replay sends it at once: say what became of it (added, refused again), not "waiting".
      await replayNow({ force: true });
      const after = await getChange(row.id);
      if (after?.outcome === 'synced') toast({ title: t('admin.walkIn.added.title'), description: t('admin.walkIn.added.description') });
      else if (after?.state === 'needs-attention')
        toast({
          title: t('admin.common.error'),
          description: after.lastError ? known(after.lastError) : t('admin.manage.another.refused'),
          variant: 'destructive',
        });
      else toast(queuedToast(t, 'walkIn'));
    } catch (err) {
      toast({
        title: t('admin.common.error'),
        description: known(err instanceof Error ? err.message : String(err)),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="3" aria-label={t('admin.manage.another.aria', { title: line.title })}>
          {t('admin.manage.another.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="600px" className="admin-touch" aria-describedby={`resolve-${line.id}`}>
        <Dialog.Title size="6">{t('admin.manage.another.button')}</Dialog.Title>
        <Dialog.Description id={`resolve-${line.id}`} size="3" color="gray" mb="4">
          {line.message ? known(line.message) : t('admin.manage.another.refused')}{' '}
          {t('admin.manage.another.pick', { name: line.walkIn.clientName })}
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate>
          <WalkInFields form={form} />
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray">
                {t('admin.common.close')}
              </Button>
            </Dialog.Close>
            <Button type="submit" size="3" disabled={form.formState.isSubmitting}>
              {t('admin.manage.another.save')}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
