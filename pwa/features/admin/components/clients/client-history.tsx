import { Flex, Text } from '@radix-ui/themes';
import { to12Hour } from '#shared/domain/shop-time';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { formatDay } from '../../lib/format';
import { StatusBadge } from '../status-badge';

/** A client's appointments, newest first, as the details dialog lists them. */
export function ClientHistory({ appointments }: { appointments: readonly AdminAppointment[] }) {
  if (appointments.length === 0) return <Text color="gray">No appointments yet</Text>;
  return (
    <ul className="admin-plain-list admin-history" aria-label="Appointment history">
      {appointments.map((a) => (
        <li key={a.id}>
          <Flex justify="between" align="center" gap="3" wrap="wrap" py="2">
            <Flex direction="column">
              <Text size="3" weight="medium">{formatDay(a.appointmentDate)} · {to12Hour(a.appointmentTime)}</Text>
              <Text size="2" color="gray">{a.serviceName} with {a.barberName}</Text>
            </Flex>
            <StatusBadge status={a.status} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
