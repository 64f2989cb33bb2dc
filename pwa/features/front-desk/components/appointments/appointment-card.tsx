import { memo } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { StatusBadge } from '../status-badge';
import { WaitingBadge } from '../waiting-badge';
import { AppointmentActions } from './appointment-actions';

type Props = { appointment: AdminAppointment; waiting: boolean; deleteDisabled: boolean; onDelete: (a: AdminAppointment) => void };

/**
 * One appointment on a phone: the table's seven columns as a card, Edit and Delete (or a past visit's
 * status correction) beside the date, in view (a table there scrolled them off the right edge).
 */
function Card({ appointment: a, waiting, deleteDisabled, onDelete }: Props) {
  const live = a.status !== 'cancelled' && !waiting;
  const { t, time, lang } = useT();
  return (
    <li className="admin-appointment-card" data-testid="appointment-row" data-id={a.id}>
      <Flex justify="between" align="start" gap="3">
        <Flex direction="column" className="admin-who">
          <Text size="3" weight="bold">
            {formatDay(a.appointmentDate, undefined, lang)} · {time(a.appointmentTime)}
          </Text>
          <Text size="3" weight="medium">
            {a.clientName}
          </Text>
          <Text size="2" color="gray">
            {a.clientPhone}
          </Text>
        </Flex>
        <Flex gap="2" flexShrink="0">
          <AppointmentActions appointment={a} live={live} deleteDisabled={deleteDisabled} onDelete={() => onDelete(a)} />
        </Flex>
      </Flex>
      <Flex gap="2" wrap="wrap" mt="2" align="center">
        <Badge size="2" color="gray" variant="surface">
          {a.serviceName}
        </Badge>
        <Badge size="2" color="amber" variant="soft">
          {a.barberName}
        </Badge>
        {a.isWalkIn && (
          <Badge size="2" color="violet" variant="soft">
            {t('admin.manage.walkInBadge')}
          </Badge>
        )}
        <StatusBadge status={a.status} />
        {waiting && <WaitingBadge size="1" />}
      </Flex>
    </li>
  );
}

export const AppointmentCard = memo(
  Card,
  (a, b) => a.appointment === b.appointment && a.waiting === b.waiting && a.deleteDisabled === b.deleteDisabled,
);
