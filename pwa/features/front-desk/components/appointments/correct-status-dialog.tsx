import { useState } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { CorrectedStatus } from '#shared/domain/appointment-history';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';
import { useToast } from '#pwa/components/toast';
import { useCorrectStatus } from '../../api/correct-status';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { seenOf } from '../../lib/outbox-kinds';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { AppointmentDialogFrame } from './appointment-dialog-frame';

/**
 * The edit icon of a visit that is history (a past day, done or a no-show): it cannot be moved or
 * deleted, only its status corrected to Done or No-show (docs/decisions/054-history-and-seen-changes.md).
 * `canCorrect`: the visit has begun and was not cancelled; otherwise the icon is disabled.
 */
export function CorrectStatusDialog({ appointment: a, disabled }: { appointment: AdminAppointment; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const correct = useCorrectStatus();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, time, lang } = useT();

  const choose = (status: CorrectedStatus) =>
    correct.mutateAsync({ id: a.id, change: { status, seen: seenOf(a) } }).then(
      (done) => {
        toast({
          title: t('admin.appointments.correct.toastTitle'),
          description: t('admin.appointments.correct.toastDescription', {
            name: done.clientName,
            status: t(`admin.status.${done.status}` as MessageId),
          }),
        });
        setOpen(false);
      },
      (err: unknown) => failed(err, { description: t('admin.appointments.correct.failed'), serverMessageFor: [400, 404, 409] }),
    );

  return (
    <AppointmentDialogFrame
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      triggerLabel={t('admin.appointments.correct.aria', { name: a.clientName })}
      title={t('admin.appointments.correct.title')}
      description={
        <>
          {a.clientName} · {a.serviceName} · {formatDay(a.appointmentDate, undefined, lang)} · {time(a.appointmentTime)}.{' '}
          {t('admin.appointments.correct.description')}
        </>
      }
    >
      <Flex justify="end" gap="3" wrap="wrap">
        <Dialog.Close>
          <Button type="button" size="3" variant="soft" color="gray">
            {t('admin.common.close')}
          </Button>
        </Dialog.Close>
        <Button size="3" color="gray" disabled={correct.isPending || a.status === 'no_show'} onClick={() => void choose('no_show')}>
          {t('admin.appointments.correct.noShow')}
        </Button>
        <Button size="3" disabled={correct.isPending || a.status === 'completed'} onClick={() => void choose('completed')}>
          {t('admin.appointments.correct.done')}
        </Button>
      </Flex>
    </AppointmentDialogFrame>
  );
}
