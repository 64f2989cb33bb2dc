import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { Analytics } from '#shared/schemas/analytics';
import { TOP_SERVICES } from '#shared/schemas/analytics';
import { formatDollarsExact } from '../../lib/format';
import { EmptyState } from '../empty-state';

/** Top Services: the 5 most booked in the window, with count and revenue. */
export function TopServices({ services }: { services: Analytics['topServices'] }) {
  const top = services.slice(0, TOP_SERVICES);
  return (
    <Card size="3" className="admin-fill">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4" id="top-services-heading">Top Services</Heading>
        {top.length === 0 && <EmptyState title="No appointments in the last 30 days" />}
        <ol className="admin-plain-list admin-ranked" aria-labelledby="top-services-heading">
          {top.map((s, i) => (
            <li key={s.serviceId}>
              <Flex justify="between" align="center" gap="3" py="2">
                <Flex align="center" gap="3">
                  <Text className="admin-rank" weight="bold">{i + 1}</Text>
                  <Flex direction="column">
                    <Text size="3" weight="medium">{s.name}</Text>
                    <Text size="2" color="gray">{s.count} {s.count === 1 ? 'appointment' : 'appointments'}</Text>
                  </Flex>
                </Flex>
                <Text size="3" weight="bold">{formatDollarsExact(s.revenue)}</Text>
              </Flex>
            </li>
          ))}
        </ol>
      </Flex>
    </Card>
  );
}
