import { Table } from '@radix-ui/themes';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { useToast } from '#pwa/components/toast';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { useOutboxView } from '../../hooks/use-outbox';
import { useProgressive } from '../../hooks/use-progressive';
import { useSubmitCancel } from '../../hooks/use-queueable-changes';
import { queuedToast, seenOf } from '../../lib/outbox-kinds';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';
import { EmptyState } from '#pwa/features/staff-shell/components/empty-state';
import { AppointmentRow } from './appointment-row';
import { AppointmentCard } from './appointment-card';
import { useMediaQuery } from '../../hooks/use-media-query';

const COLUMNS: MessageId[] = [
  'admin.appointments.col.date',
  'admin.appointments.col.time',
  'admin.appointments.col.client',
  'admin.appointments.col.service',
  'admin.appointments.col.barber',
  'admin.appointments.col.status',
  'admin.appointments.col.actions',
];
/** Rows drawn per step (hooks/use-progressive.ts): the first hundred at once, the rest without blocking. */
export const ROWS_PER_STEP = 100;
/** Phones get cards instead of the table (its Edit and Delete were off the right edge). */
const PHONE = '(max-width: 560px)';

/**
 * The Appointments tab's table (cards on a phone); delete cancels (the row stays, red), edit moves the appointment. Offline, a
 * delete is queued in the outbox like the Manage tab's Cancel and its row says 'Waiting to sync'.
 */
export function AppointmentsTable({ appointments }: { appointments: readonly AdminAppointment[] }) {
  const remove = useSubmitCancel();
  const { cancellingIds } = useOutboxView();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useT();
  const shown = useProgressive(appointments.length, ROWS_PER_STEP);
  const phone = useMediaQuery(PHONE);
  const onDelete = (a: AdminAppointment) =>
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

  if (appointments.length === 0) return <EmptyState title={t('admin.appointments.empty')} />;
  if (phone) {
    return (
      <ul className="admin-appointment-cards" aria-label={t('admin.appointments.heading')} aria-busy={shown < appointments.length}>
        {appointments.slice(0, shown).map((a) => (
          <AppointmentCard
            key={a.id}
            appointment={a}
            waiting={cancellingIds.has(a.id)}
            deleteDisabled={remove.isPending}
            onDelete={onDelete}
          />
        ))}
      </ul>
    );
  }
  return (
    <Table.Root variant="surface" size="2" className="admin-table" aria-busy={shown < appointments.length}>
      <caption className="admin-sr-only">{t('admin.appointments.heading')}</caption>
      <Table.Header>
        <Table.Row>
          {COLUMNS.map((c) => (
            <Table.ColumnHeaderCell key={c}>{t(c)}</Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {appointments.slice(0, shown).map((a) => (
          <AppointmentRow
            key={a.id}
            appointment={a}
            waiting={cancellingIds.has(a.id)}
            deleteDisabled={remove.isPending}
            onDelete={onDelete}
          />
        ))}
      </Table.Body>
    </Table.Root>
  );
}
