import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { to12Hour } from '../../../../../shared/domain/shop-time';
import type { AdminAppointment } from '../../../../../shared/schemas/admin-appointment';
import { formatDay } from '../../lib/format';
import { StatusBadge } from '../status-badge';
import { DeleteAppointmentButton } from './delete-appointment-button';
import { EditAppointmentDialog } from './edit-appointment-dialog';

type Props = {
  appointment: AdminAppointment;
  /** Its cancellation is queued on this device (offline): no more changes until it is sent. */
  waiting: boolean;
  deleteDisabled: boolean;
  onDelete: (a: AdminAppointment) => void;
};

export function AppointmentRow({ appointment: a, waiting, deleteDisabled, onDelete }: Props) {
  const live = a.status !== 'cancelled' && !waiting;
  return (
    <Table.Row align="center" data-testid="appointment-row" data-id={a.id}>
      <Table.RowHeaderCell><Text wrap="nowrap">{formatDay(a.appointmentDate)}</Text></Table.RowHeaderCell>
      <Table.Cell><Text wrap="nowrap">{to12Hour(a.appointmentTime)}</Text></Table.Cell>
      <Table.Cell>
        <Flex direction="column">
          <Text weight="medium">{a.clientName}</Text>
          <Text size="1" color="gray">{a.clientPhone}</Text>
        </Flex>
      </Table.Cell>
      <Table.Cell>
        {a.serviceName} {a.isWalkIn && <Badge color="violet" variant="soft">Walk-in</Badge>}
      </Table.Cell>
      <Table.Cell>{a.barberName}</Table.Cell>
      <Table.Cell>
        <Flex gap="1" wrap="wrap">
          <StatusBadge status={a.status} />
          {waiting && <Badge color="orange" variant="outline">Waiting to sync</Badge>}
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2">
          <EditAppointmentDialog appointment={a} disabled={!live} />
          <DeleteAppointmentButton clientName={a.clientName} disabled={!live || deleteDisabled} onConfirm={() => onDelete(a)} />
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
