import { Table } from '@radix-ui/themes';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { useToast } from '../../../../components/toast';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { useOutboxView } from '../../hooks/use-outbox';
import { useProgressive } from '../../hooks/use-progressive';
import { useSubmitCancel } from '../../hooks/use-queueable-changes';
import { QUEUED_TOAST } from '../../lib/outbox-kinds';
import { EmptyState } from '../empty-state';
import { AppointmentRow } from './appointment-row';

const COLUMNS = ['Date', 'Time', 'Client', 'Service', 'Barber', 'Status', 'Actions'];
/** Rows drawn per step (hooks/use-progressive.ts): the first hundred at once, the rest without blocking. */
export const ROWS_PER_STEP = 100;

/**
 * The Appointments tab's table; delete cancels (the row stays, red), edit moves the appointment. Offline, a
 * delete is queued in the outbox like the Manage tab's Cancel and its row says 'Waiting to sync'.
 */
export function AppointmentsTable({ appointments }: { appointments: readonly AdminAppointment[] }) {
  const remove = useSubmitCancel();
  const { cancellingIds } = useOutboxView();
  const toast = useToast();
  const failed = useFailureToast();
  const shown = useProgressive(appointments.length, ROWS_PER_STEP);
  const onDelete = (a: AdminAppointment) =>
    remove.mutate(
      { appointmentId: a.id, clientName: a.clientName, date: a.appointmentDate, time: a.appointmentTime, barberName: a.barberName },
      {
        onSuccess: ({ queued }) =>
          toast(queued ? QUEUED_TOAST.cancel : { title: 'Appointment Deleted', description: 'The appointment was cancelled and its time is free again.' }),
        onError: (err) => failed(err, { description: 'Failed to delete appointment. Please try again.' }),
      },
    );

  if (appointments.length === 0) return <EmptyState title="No appointments found." />;
  return (
    <Table.Root variant="surface" size="2" className="admin-table" aria-busy={shown < appointments.length}>
      <caption className="admin-sr-only">Appointments</caption>
      <Table.Header>
        <Table.Row>
          {COLUMNS.map((c) => <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>)}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {appointments.slice(0, shown).map((a) => (
          <AppointmentRow key={a.id} appointment={a} waiting={cancellingIds.has(a.id)} deleteDisabled={remove.isPending} onDelete={onDelete} />
        ))}
      </Table.Body>
    </Table.Root>
  );
}
