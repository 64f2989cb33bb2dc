import { useState } from 'react';
import { Dialog, IconButton } from '@radix-ui/themes';
import { Pencil1Icon } from '@radix-ui/react-icons';
import { useT } from '#pwa/i18n/use-t';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { useToast } from '#pwa/components/toast';
import { useUpdateAppointment } from '../../api/update-appointment';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { seenOf } from '../../lib/outbox-kinds';
import { EditAppointmentForm } from './edit-appointment-form';

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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <IconButton
          size="3"
          variant="soft"
          color="gray"
          disabled={disabled}
          aria-label={t('admin.appointments.edit.aria', { name: a.clientName })}
        >
          <Pencil1Icon width={18} height={18} />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px" className="admin-touch">
        <Dialog.Title size="6">{t('admin.appointments.edit.title')}</Dialog.Title>
        <Dialog.Description size="3" color="gray" mb="4">
          {a.clientName} · {a.serviceName} ({a.duration} min)
        </Dialog.Description>
        {open && <EditAppointmentForm appointment={a} pending={update.isPending} onSave={onSave} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
