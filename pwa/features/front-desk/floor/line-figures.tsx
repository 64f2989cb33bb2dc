import { Card, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { z } from 'zod';
import { useT } from '#pwa/i18n/use-t';

/** The line's figures in the analytics answer (docs/decisions/067-floor-data-model-and-live-channel.md). */
export const LineAnalytics = z.object({
  perDay: z.array(
    z.object({
      date: z.string(),
      served: z.number(),
      walkAways: z.number(),
      avgWaitMinutes: z.number().nullable(),
      p90WaitMinutes: z.number().nullable(),
    }),
  ),
  perBarber: z.array(
    z.object({
      barberId: z.number(),
      barberName: z.string().optional(),
      served: z.number(),
      /** Absent in an answer kept from before it was counted per barber: shown as a dash. */
      walkAways: z.number().optional(),
      avgWaitMinutes: z.number().nullable(),
      p90WaitMinutes: z.number().nullable(),
      noShows: z.number(),
    }),
  ),
});
export type LineAnalytics = z.infer<typeof LineAnalytics>;

/**
 * Analytics' line: walk-ins served, walk-aways, average and 90th-percentile wait per day and per
 * barber, and no-shows per barber (`names` gives a barber's name when the answer has only the id).
 */
export function LineFigures({ line, names }: { line: unknown; names: ReadonlyMap<number, string> }) {
  const { t, date } = useT();
  const parsed = LineAnalytics.safeParse(line);
  if (!parsed.success) return null;
  const { perDay, perBarber } = parsed.data;
  const mins = (m: number | null) => (m === null ? '—' : t('floor.analytics.minutes', { minutes: Math.round(m) }));
  return (
    <Card size="3" data-testid="line-figures">
      <Heading as="h3" size="5" mb="3">
        {t('floor.analytics.heading')}
      </Heading>
      {perDay.length === 0 && perBarber.length === 0 && <Text color="gray">{t('floor.analytics.none')}</Text>}
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        {perDay.length > 0 && (
          <section aria-label={t('floor.analytics.perDay')}>
            <Text as="p" size="2" weight="bold" mb="1">
              {t('floor.analytics.perDay')}
            </Text>
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('floor.analytics.date')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.served')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.walkAways')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.avgWait')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.p90Wait')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {perDay.map((d) => (
                  <Table.Row key={d.date}>
                    <Table.RowHeaderCell>{date(d.date, 'short')}</Table.RowHeaderCell>
                    <Table.Cell>{d.served}</Table.Cell>
                    <Table.Cell>{d.walkAways}</Table.Cell>
                    <Table.Cell>{mins(d.avgWaitMinutes)}</Table.Cell>
                    <Table.Cell>{mins(d.p90WaitMinutes)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </section>
        )}
        {perBarber.length > 0 && (
          <section aria-label={t('floor.analytics.perBarber')}>
            <Text as="p" size="2" weight="bold" mb="1">
              {t('floor.analytics.perBarber')}
            </Text>
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('floor.analytics.barber')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.served')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.walkAways')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.avgWait')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.p90Wait')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('floor.analytics.noShows')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {perBarber.map((b) => (
                  <Table.Row key={b.barberId}>
                    <Table.RowHeaderCell>{b.barberName ?? names.get(b.barberId) ?? `#${b.barberId}`}</Table.RowHeaderCell>
                    <Table.Cell>{b.served}</Table.Cell>
                    <Table.Cell>{b.walkAways ?? '—'}</Table.Cell>
                    <Table.Cell>{mins(b.avgWaitMinutes)}</Table.Cell>
                    <Table.Cell>{mins(b.p90WaitMinutes)}</Table.Cell>
                    <Table.Cell>{b.noShows}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </section>
        )}
      </Grid>
    </Card>
  );
}
