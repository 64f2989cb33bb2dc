import { Button, Dialog, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useSearchParams } from 'react-router';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import { useAppointments } from '../../api/get-appointments';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { useOutboxView } from '../../hooks/use-outbox';
import { useSubmitCancel } from '../../hooks/use-queueable-changes';
import { linkedAppointment } from '#pwa/features/staff-shell/lib/appointment-link';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { queuedToast, seenOf } from '../../lib/outbox-kinds';
import { StatusBadge } from '../status-badge';
import { AppointmentActions } from './appointment-actions';

/**
 * `/admin?appointment=ID&date=…&barber=…` (lib/appointment-link.ts): the appointment a refusal named
 * (a closure, time off, a deactivation), open in a dialog with its Edit (move) and Delete (cancel)
 * buttons, as its row in the Appointments tab has them. Closing it drops the address's parameters.
 */
export function LinkedAppointment() {
  const [params, setParams] = useSearchParams();
  const linked = linkedAppointment(params);
  if (!linked) return null;
  const close = () =>
    setParams(
      (p) => {
        for (const k of ['appointment', 'date', 'barber']) p.delete(k);
        return p;
      },
      { replace: true },
    );
  return <LinkedDialog key={linked.id} id={linked.id} filters={{ date: linked.date, barberId: linked.barberId }} onClose={close} />;
}

function LinkedDialog({ id, filters, onClose }: { id: number; filters: { date?: string; barberId?: number }; onClose: () => void }) {
  const list = useAppointments(filters);
  const a = list.data?.find((x) => x.id === id);
  const remove = useSubmitCancel();
  const { cancellingIds } = useOutboxView();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, time, lang } = useT();
  const waiting = a ? cancellingIds.has(a.id) : false;
  const live = a !== undefined && a.status !== 'cancelled' && !waiting;
  const onDelete = () => {
    if (!a) return;
    remove.mutate(
      {
        appointmentId: a.id,
        clientName: a.clientName,
        date: a.appointmentDate,
        time: a.appointmentTime,
        barberName: a.barberName,
        seen: seenOf(a),
      },
      {
        onSuccess: ({ queued }) =>
          toast(
            queued
              ? queuedToast(t, 'cancel')
              : { title: t('admin.appointments.deleted.title'), description: t('admin.appointments.deleted.description') },
          ),
        onError: (err) => failed(err, { description: t('admin.appointments.deleteFailed') }),
      },
    );
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content maxWidth="520px" className="admin-touch" data-testid="linked-appointment">
        <Dialog.Title size="6">{t('admin.linked.title')}</Dialog.Title>
        {list.isPending && <Skeleton height="96px" />}
        {!list.isPending && !a && <Dialog.Description size="3">{t('admin.linked.missing')}</Dialog.Description>}
        {a && (
          <>
            <Dialog.Description size="3" mb="3">
              {formatDay(a.appointmentDate, undefined, lang)}, {time(a.appointmentTime)} – {time(a.endTime)}
            </Dialog.Description>
            <Flex direction="column" gap="1" mb="4">
              <Text size="3" weight="bold">
                {a.clientName}
              </Text>
              <Text size="2" color="gray">
                {a.clientPhone}
                {a.clientEmail ? ` · ${a.clientEmail}` : ''}
              </Text>
              <Text size="3">
                {a.serviceName} · {a.barberName}
              </Text>
              <Flex>
                <StatusBadge status={a.status} />
              </Flex>
            </Flex>
            <Flex gap="3" align="center" wrap="wrap">
              <AppointmentActions appointment={a} live={live} deleteDisabled={remove.isPending} onDelete={onDelete} />
            </Flex>
          </>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button size="3" variant="soft" color="gray">
              {t('admin.linked.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
