import { Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { useAdminStats } from '../api/get-admin-stats';
import { formatDollarsExact } from '../lib/format';

/** The four stat cards under the header, compact so today's list stays in view (missing values show 0). */
export function StatCards() {
  const stats = useAdminStats();
  const s = stats.data;
  const cards = [
    { label: "Today's Appointments", value: String(s?.todayAppointments ?? 0) },
    { label: 'Revenue Today', value: formatDollarsExact(s?.todayRevenue ?? 0) },
    { label: 'This Week', value: String(s?.weekAppointments ?? 0) },
    { label: 'New Clients', value: String(s?.newClients ?? 0) },
  ];
  return (
    <Grid columns={{ initial: '2', sm: '4' }} gap="3" mb="4" asChild>
      <section aria-label="Today at a glance">
        {cards.map((c) => (
          <Card key={c.label} size="1" className="admin-stat">
            <Flex direction="column" gap="1">
              <Text size={{ initial: '1', xs: '2' }} color="gray">{c.label}</Text>
              <Skeleton loading={stats.isPending}>
                <Text size={{ initial: '5', xs: '6' }} weight="bold" data-testid="stat-value">{c.value}</Text>
              </Skeleton>
            </Flex>
          </Card>
        ))}
      </section>
    </Grid>
  );
}
