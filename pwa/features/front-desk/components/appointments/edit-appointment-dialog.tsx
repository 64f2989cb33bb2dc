import { useState } from 'react';
import { useT } from '#pwa/i18n/use-t';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { useToast } from '#pwa/components/toast';
import { useUpdateAppointment } from '../../api/update-appointment';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { seenOf } from '../../lib/outbox-kinds';
import { EditAppointmentForm } from './edit-appointment-form';
import { AppointmentDialogFrame } from './appointment-dialog-frame';

/** The edit icon: move an appointment to another barber, date or time (same no-overlap rule: 409 says why). */
export function EditAppointmentDialog({ appointment: a, disabled }: { appointment: AdminAppointment; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateAppointment();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, time, lang } = useT();

  // mutateAsync, not mutate's own callbacks: the list refreshed on settling can take this row away (moved
  // out of the barber or day shown) before those run, and TanStack then never calls them (no toast).
  const onSave = (change: { barberId: number; date: string; time: string }) =>
    update.mutateAsync({ id: a.id, change: { ...change, seen: seenOf(a) } }).then(
      (moved) => {
        toast({
          title: t('admin.appointments.updated.title'),
          description: t('admin.appointments.updated.description', {
            name: moved.clientName,
            date: formatDay(moved.appointmentDate, undefined, lang),
            time: time(moved.appointmentTime),
            barber: moved.barberName,
          }),
        });
        setOpen(false);
      },
      (err: unknown) => failed(err, { description: t('admin.appointments.updateFailed'), serverMessageFor: [400, 404, 409] }),
    );

  return (
    <AppointmentDialogFrame
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      triggerLabel={t('admin.appointments.edit.aria', { name: a.clientName })}
      title={t('admin.appointments.edit.title')}
      description={
        <>
          {a.clientName} · {a.serviceName} ({a.duration} min)
        </>
      }
    >
      {open && <EditAppointmentForm appointment={a} pending={update.isPending} onSave={onSave} />}
    </AppointmentDialogFrame>
  );
}
