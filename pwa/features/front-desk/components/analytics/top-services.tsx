import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { Analytics } from '#shared/schemas/analytics';
import { TOP_SERVICES } from '#shared/schemas/analytics';
import { formatDollarsExact } from '#pwa/features/staff-shell/lib/format';
import { EmptyState } from '#pwa/features/staff-shell/components/empty-state';
import { useT } from '#pwa/i18n/use-t';

/** Top Services: the 5 most booked in the window, with count and revenue. */
export function TopServices({ services }: { services: Analytics['topServices'] }) {
  const top = services.slice(0, TOP_SERVICES);
  const { t } = useT();
  return (
    <Card size="3" className="admin-fill">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4" id="top-services-heading">
          {t('admin.analytics.topServices')}
        </Heading>
        {top.length === 0 && <EmptyState title={t('admin.analytics.noAppointments')} />}
        <ol className="admin-plain-list admin-ranked" aria-labelledby="top-services-heading">
          {top.map((s, i) => (
            <li key={s.serviceId}>
              <Flex justify="between" align="center" gap="3" py="2">
                <Flex align="center" gap="3">
                  <Text className="admin-rank" weight="bold">
                    {i + 1}
                  </Text>
                  <Flex direction="column">
                    <Text size="3" weight="medium">
                      {s.name}
                    </Text>
                    <Text size="2" color="gray">
                      {t('admin.analytics.count', { count: s.count })}
                    </Text>
                  </Flex>
                </Flex>
                <Text size="3" weight="bold">
                  {formatDollarsExact(s.revenue)}
                </Text>
              </Flex>
            </li>
          ))}
        </ol>
      </Flex>
    </Card>
  );
}
