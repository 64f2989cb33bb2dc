import { Flex, Text } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { StatusBadge } from '../status-badge';

/** A client's appointments, newest first, as the details dialog lists them. */
export function ClientHistory({ appointments }: { appointments: readonly AdminAppointment[] }) {
  const { t, time, lang } = useT();
  if (appointments.length === 0) return <Text color="gray">{t('admin.clients.noAppointments')}</Text>;
  return (
    <ul className="admin-plain-list admin-history" aria-label={t('admin.clients.history')}>
      {appointments.map((a) => (
        <li key={a.id}>
          <Flex justify="between" align="center" gap="3" wrap="wrap" py="2">
            <Flex direction="column">
              <Text size="3" weight="medium">
                {formatDay(a.appointmentDate, undefined, lang)} · {time(a.appointmentTime)}
              </Text>
              <Text size="2" color="gray">
                {t('admin.clients.serviceWith', { service: a.serviceName, barber: a.barberName })}
              </Text>
            </Flex>
            <StatusBadge status={a.status} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
