import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { Analytics } from '#shared/schemas/analytics';
import { formatDollarsExact } from '#pwa/features/staff-shell/lib/format';
import { useT } from '#pwa/i18n/use-t';

/**
 * Barber Performance: Barber, Appointments, Revenue, Avg Rating, Efficiency. Efficiency comes from
 * the server, computed with shared/domain/analytics.ts (0 without appointments, else min(95, round(80 + n / 10))).
 */
export function BarberPerformance({ barbers }: { barbers: Analytics['barberPerformance'] }) {
  const { t } = useT();
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          {t('admin.analytics.barberPerformance')}
        </Heading>
        <Table.Root size="2" className="admin-table">
          <caption className="admin-sr-only">{t('admin.analytics.barberPerformance')}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('admin.analytics.barber')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('admin.analytics.appointments')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('admin.analytics.revenue')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('admin.analytics.avgRating')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('admin.analytics.efficiency')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {barbers.map((b) => (
              <Table.Row key={b.barberId}>
                <Table.RowHeaderCell>
                  <Text weight="medium">{b.name}</Text>
                </Table.RowHeaderCell>
                <Table.Cell justify="end">{b.appointments}</Table.Cell>
                <Table.Cell justify="end">{formatDollarsExact(b.revenue)}</Table.Cell>
                <Table.Cell justify="end">
                  {b.avgRating ?? (
                    <Text color="gray" aria-label={t('admin.analytics.noRating')}>
                      —
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell justify="end">{b.efficiency}%</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Flex>
    </Card>
  );
}
