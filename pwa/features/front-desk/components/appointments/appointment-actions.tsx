import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { isHistory } from '#shared/domain/appointment-history';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { CorrectStatusDialog } from './correct-status-dialog';
import { DeleteAppointmentButton } from './delete-appointment-button';
import { EditAppointmentDialog } from './edit-appointment-dialog';

type Props = { appointment: AdminAppointment; live: boolean; deleteDisabled: boolean; onDelete: () => void };

/**
 * What staff can do with one appointment, the same in the table, on a phone's card and in a linked
 * appointment's dialog: Edit (move) and Delete (cancel), or, for history (a past day, Done, a
 * No-show: docs/decisions/054-history-and-seen-changes.md), only the status correction.
 */
export function AppointmentActions({ appointment: a, live, deleteDisabled, onDelete }: Props) {
  if (isHistory({ status: a.status, date: a.appointmentDate }, shopToday()))
    return <CorrectStatusDialog appointment={a} disabled={!live} />;
  return (
    <>
      <EditAppointmentDialog appointment={a} disabled={!live} />
      <DeleteAppointmentButton clientName={a.clientName} disabled={!live || deleteDisabled} onConfirm={onDelete} />
    </>
  );
}
