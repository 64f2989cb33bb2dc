import { useState } from 'react';
import { Button, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { pagedRows, useAppointmentPages } from '../../api/get-appointments';
import { toAppointmentFilters, type DateFilter } from '../../lib/date-filter';
import { LoadProblem } from '#pwa/components/load-problem';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentsTable } from './appointments-table';
import { useT } from '#pwa/i18n/use-t';

/**
 * Appointments (cancelled ones too, in red) with barber and date filters. It opens on today and the days
 * after, earliest first, a page at a time: Show more brings the next page, Past appointments the ones
 * before today, latest first (docs/decisions/057-desk-lists.md).
 */
export function AppointmentsTab() {
  const [barber, setBarber] = useState('all');
  const { t } = useT();
  const [date, setDate] = useState<DateFilter>({ kind: 'upcoming' });
  const pages = useAppointmentPages(toAppointmentFilters(date, barber));
  const rows = pagedRows(pages.data?.pages);
  const total = pages.data?.pages.at(-1)?.total ?? 0;

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="5">
          {t('admin.appointments.heading')}
        </Heading>
        <AppointmentFilters barber={barber} onBarber={setBarber} date={date} onDate={setDate} />
      </Flex>
      <LoadProblem size="3" what={t('admin.appointments.what')} query={pages} />
      {pages.isPending && <Skeleton height="180px" />}
      {/* A new filter starts drawing from the first rows again. */}
      {pages.data && <AppointmentsTable key={`${barber}|${JSON.stringify(date)}`} appointments={rows} />}
      {pages.data && rows.length > 0 && (
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Text size="3" color="gray" aria-live="polite">
            {t('admin.appointments.shown', { shown: rows.length, total: Math.max(total, rows.length) })}
          </Text>
          {pages.hasNextPage && (
            <Button size="3" variant="soft" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {t('admin.appointments.more')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
