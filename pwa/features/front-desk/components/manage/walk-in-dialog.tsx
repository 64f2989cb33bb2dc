import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Flex, SegmentedControl } from '@radix-ui/themes';
import { PlusIcon } from '#pwa/components/icons/plus';
import { WalkInInput, type WalkIn } from '#shared/schemas/walk-in';
import { useToast } from '#pwa/components/toast';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { useSubmitWalkIn } from '../../hooks/use-queueable-changes';
import { queuedToast } from '../../lib/outbox-kinds';
import { useT } from '#pwa/i18n/use-t';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { WalkInFields } from './walk-in-fields';
import { AddToLineForm } from '../../floor/add-to-line-form';
import { useFloorActions } from '../../floor/use-floor-actions';

/** The form's starting values: today's date (shop time), everything else empty (docs/product.md#walk-ins-and-cancellations). */
export const emptyWalkIn = (): WalkInInput => ({
  barberId: '',
  serviceId: '',
  date: shopToday(),
  time: '',
  clientName: '',
  clientPhone: '',
  clientEmail: '',
  notes: '',
});

/** The fields in screen order: a failed submit focuses the first one with a message (the selects too). */
const FIELD_ORDER = ['barberId', 'serviceId', 'date', 'time', 'clientName', 'clientPhone', 'clientEmail', 'notes'] as const;
function focusFirstError(errors: Partial<Record<string, unknown>>) {
  const first = FIELD_ORDER.find((name) => errors[name]);
  if (first) document.getElementById(`walk-in-${first}`)?.focus();
}

/**
 * 'Add Walk-in': the form and messages (shared schema); closes and resets after success, or
 * once the walk-in is queued on the device (offline: it shows 'Waiting to sync').
 */
export function WalkInDialog() {
  const [open, setOpen] = useState(false);
  // Book a time, or add to the line (docs/decisions/068-floor-screens.md).
  const [mode, setMode] = useState<'book' | 'line'>('book');
  const floor = useFloorActions();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useT();
  const addWalkIn = useSubmitWalkIn();
  const form = useForm<WalkInInput, unknown, WalkIn>({
    resolver: zodResolver(WalkInInput),
    defaultValues: emptyWalkIn(),
    shouldFocusError: false,
  });

  const onSubmit = form.handleSubmit(
    (walkIn) =>
      addWalkIn.mutate(walkIn, {
        onSuccess: ({ queued }) => {
          toast(
            queued ? queuedToast(t, 'walkIn') : { title: t('admin.walkIn.added.title'), description: t('admin.walkIn.added.description') },
          );
          form.reset(emptyWalkIn());
          setOpen(false);
        },
        onError: (err) => failed(err, { description: t('admin.walkIn.failed'), serverMessageFor: [400, 409] }),
      }),
    focusFirstError,
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="3">
          <PlusIcon aria-hidden width={18} height={18} /> {t('admin.walkIn.add')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="600px" className="admin-touch" aria-describedby="walk-in-description">
        <Dialog.Title size="6">{t('admin.walkIn.add')}</Dialog.Title>
        <Dialog.Description id="walk-in-description" size="3" color="gray" mb="4">
          {t('admin.walkIn.description')}
        </Dialog.Description>
        <SegmentedControl.Root size="3" mb="4" value={mode} onValueChange={(v) => setMode(v as 'book' | 'line')}>
          <SegmentedControl.Item value="book">{t('floor.walkIn.bookTime')}</SegmentedControl.Item>
          <SegmentedControl.Item value="line">{t('floor.addToLine')}</SegmentedControl.Item>
        </SegmentedControl.Root>
        {mode === 'line' && (
          <AddToLineForm
            onAdd={async (add) => {
              const ok = await floor.addToLine(add);
              if (ok) setOpen(false);
              return ok;
            }}
            onCancel={() => setOpen(false)}
          />
        )}
        {mode === 'book' && (
          <form onSubmit={onSubmit} noValidate>
            <WalkInFields form={form} />
            <Flex gap="3" mt="5" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button type="button" size="3" variant="soft" color="gray">
                  {t('admin.common.close')}
                </Button>
              </Dialog.Close>
              <Button type="submit" size="3" disabled={addWalkIn.isPending}>
                {addWalkIn.isPending ? t('admin.walkIn.adding') : t('admin.walkIn.add')}
              </Button>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
