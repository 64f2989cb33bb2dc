import { useState } from 'react';
import { Flex, Heading, Skeleton } from '@radix-ui/themes';
import { useAppointments } from '../../api/get-appointments';
import { toAppointmentFilters, type DateFilter } from '../../lib/date-filter';
import { LoadProblem } from '../../../../components/load-problem';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentsTable } from './appointments-table';
import { useT } from '../../../../i18n/use-t';

/** Appointments: every appointment (cancelled ones too, in red) with barber and date filters. */
export function AppointmentsTab() {
  const [barber, setBarber] = useState('all');
  const { t } = useT();
  const [date, setDate] = useState<DateFilter>({ kind: 'all' });
  const appointments = useAppointments(toAppointmentFilters(date, barber));

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="5">{t('admin.appointments.heading')}</Heading>
        <AppointmentFilters barber={barber} onBarber={setBarber} date={date} onDate={setDate} />
      </Flex>
      <LoadProblem size="3" what={t('admin.appointments.what')} query={appointments} />
      {appointments.isPending && <Skeleton height="180px" />}
      {/* A new filter starts drawing from the first rows again. */}
      {appointments.data && <AppointmentsTable key={`${barber}|${JSON.stringify(date)}`} appointments={appointments.data} />}
    </Flex>
  );
}
