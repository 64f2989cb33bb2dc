import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { to12Hour } from '../../../../../shared/domain/shop-time';
import type { AdminAppointment } from '../../../../../shared/schemas/admin-appointment';
import { formatDay } from '../../lib/format';
import { StatusBadge } from '../status-badge';
import { DeleteAppointmentButton } from './delete-appointment-button';
import { EditAppointmentDialog } from './edit-appointment-dialog';

type Props = { appointment: AdminAppointment; deleteDisabled: boolean; onDelete: (id: number) => void };

export function AppointmentRow({ appointment: a, deleteDisabled, onDelete }: Props) {
  const live = a.status !== 'cancelled';
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
      <Table.Cell><StatusBadge status={a.status} /></Table.Cell>
      <Table.Cell>
        <Flex gap="2">
          <EditAppointmentDialog appointment={a} disabled={!live} />
          <DeleteAppointmentButton clientName={a.clientName} disabled={!live || deleteDisabled} onConfirm={() => onDelete(a.id)} />
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
