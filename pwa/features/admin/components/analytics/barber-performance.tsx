import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { Analytics } from '#shared/schemas/analytics';
import { formatDollarsExact } from '../../lib/format';

/**
 * Barber Performance: Barber, Appointments, Revenue, Avg Rating, Efficiency. Efficiency comes from
 * the server, computed with shared/domain/analytics.ts (0 without appointments, else min(95, round(80 + n / 10))).
 */
export function BarberPerformance({ barbers }: { barbers: Analytics['barberPerformance'] }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">Barber Performance</Heading>
        <Table.Root size="2" className="admin-table">
          <caption className="admin-sr-only">Barber Performance</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Barber</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Appointments</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Revenue</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Avg Rating</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Efficiency</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {barbers.map((b) => (
              <Table.Row key={b.barberId}>
                <Table.RowHeaderCell><Text weight="medium">{b.name}</Text></Table.RowHeaderCell>
                <Table.Cell justify="end">{b.appointments}</Table.Cell>
                <Table.Cell justify="end">{formatDollarsExact(b.revenue)}</Table.Cell>
                <Table.Cell justify="end">{b.avgRating}</Table.Cell>
                <Table.Cell justify="end">{b.efficiency}%</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Flex>
    </Card>
  );
}
