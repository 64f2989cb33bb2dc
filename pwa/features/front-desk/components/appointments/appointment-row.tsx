import { memo } from 'react';
import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { StatusBadge } from '../status-badge';
import { WaitingBadge } from '../waiting-badge';
import { AppointmentActions } from './appointment-actions';

type Props = {
  appointment: AdminAppointment;
  /** Its cancellation is queued on this device (offline): no more changes until it is sent. */
  waiting: boolean;
  deleteDisabled: boolean;
  onDelete: (a: AdminAppointment) => void;
};

function Row({ appointment: a, waiting, deleteDisabled, onDelete }: Props) {
  const live = a.status !== 'cancelled' && !waiting;
  const { t, time, lang } = useT();
  return (
    <Table.Row align="center" data-testid="appointment-row" data-id={a.id}>
      <Table.RowHeaderCell>
        <Text wrap="nowrap">{formatDay(a.appointmentDate, undefined, lang)}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text wrap="nowrap">{time(a.appointmentTime)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Flex direction="column">
          <Text weight="medium">{a.clientName}</Text>
          <Text size="1" color="gray" wrap="nowrap">
            {a.clientPhone}
          </Text>
        </Flex>
      </Table.Cell>
      <Table.Cell>
        {a.serviceName}{' '}
        {a.isWalkIn && (
          <Badge color="violet" variant="soft">
            {t('admin.manage.walkInBadge')}
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell>{a.barberName}</Table.Cell>
      <Table.Cell>
        <Flex gap="1" wrap="wrap">
          <StatusBadge status={a.status} />
          {waiting && <WaitingBadge size="1" />}
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2">
          <AppointmentActions appointment={a} live={live} deleteDisabled={deleteDisabled} onDelete={() => onDelete(a)} />
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * A row draws again only when its appointment or state changes: the table grows a hundred rows at a
 * time, and must not redraw the rows already there each time. `onDelete` is left out of the
 * comparison: the table makes a new one each render that does the same thing.
 */
export const AppointmentRow = memo(
  Row,
  (a, b) => a.appointment === b.appointment && a.waiting === b.waiting && a.deleteDisabled === b.deleteDisabled,
);
