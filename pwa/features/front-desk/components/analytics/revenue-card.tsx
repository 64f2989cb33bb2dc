import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { Analytics } from '#shared/schemas/analytics';
import { formatDollarsExact, formatLongDay } from '#pwa/features/staff-shell/lib/format';
import { RevenueChart } from './revenue-chart';
import { useT } from '#pwa/i18n/use-t';

/** Revenue summary: totals for the window and a bar chart of each day's revenue. */
export function RevenueCard({ analytics: a }: { analytics: Analytics }) {
  const { t, lang } = useT();
  const figures = [
    { label: t('admin.analytics.revenue'), value: formatDollarsExact(a.totals.revenue) },
    { label: t('admin.analytics.appointments'), value: String(a.totals.appointments) },
    { label: t('admin.analytics.average'), value: formatDollarsExact(a.totals.averagePrice) },
    { label: t('admin.analytics.walkIns'), value: String(a.totals.walkIns) },
  ];
  return (
    <Card size="3" className="admin-fill">
      <Flex direction="column" gap="3">
        <Flex direction="column">
          <Heading as="h3" size="4">
            {t('admin.analytics.revenue')}
          </Heading>
          <Text size="2" color="gray">
            {formatLongDay(a.from, lang)} – {formatLongDay(a.to, lang)}
          </Text>
        </Flex>
        <Grid columns={{ initial: '2', sm: '4' }} gap="3">
          {figures.map((f) => (
            <Flex key={f.label} direction="column">
              <Text size="2" color="gray">
                {f.label}
              </Text>
              <Text size="5" weight="bold">
                {f.value}
              </Text>
            </Flex>
          ))}
        </Grid>
        <RevenueChart days={a.revenueByDay} />
      </Flex>
    </Card>
  );
}
