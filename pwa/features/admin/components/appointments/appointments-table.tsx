import { Table } from '@radix-ui/themes';
import type { AdminAppointment } from '../../../../../shared/schemas/admin-appointment';
import { useToast } from '../../../../components/toast';
import { useCancelAppointment } from '../../api/cancel-appointment';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { EmptyState } from '../empty-state';
import { AppointmentRow } from './appointment-row';

const COLUMNS = ['Date', 'Time', 'Client', 'Service', 'Barber', 'Status', 'Actions'];

/** The spec's table; delete cancels (the row stays, red), edit moves the appointment. */
export function AppointmentsTable({ appointments }: { appointments: readonly AdminAppointment[] }) {
  const remove = useCancelAppointment();
  const toast = useToast();
  const failed = useFailureToast();
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Appointment Deleted', description: 'The appointment was cancelled and its time is free again.' }),
      onError: (err) => failed(err, { description: 'Failed to delete appointment. Please try again.' }),
    });

  if (appointments.length === 0) return <EmptyState title="No appointments found." />;
  return (
    <Table.Root variant="surface" size="2" className="admin-table">
      <caption className="admin-sr-only">Appointments</caption>
      <Table.Header>
        <Table.Row>
          {COLUMNS.map((c) => <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>)}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {appointments.map((a) => (
          <AppointmentRow key={a.id} appointment={a} deleteDisabled={remove.isPending} onDelete={onDelete} />
        ))}
      </Table.Body>
    </Table.Root>
  );
}
