import { useMemo } from 'react';
import { Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { shopDate, weekOf } from '#shared/domain/shop-time';
import { useAdminStats } from '../api/get-admin-stats';
import { useAppointments } from '../api/get-appointments';
import { useServices } from '#pwa/lib/catalogue';
import { useOutboxRows } from '../hooks/use-outbox';
import { NO_PENDING, pendingStats } from '../lib/pending-stats';
import { shopToday } from '../../staff-shell/lib/shop-today';
import { statCardList } from '../lib/stat-card-list';
import { LastUpdated, useShowsSavedData } from './manage/last-updated';
import { useT } from '#pwa/i18n/use-t';

/**
 * The stat cards under the header (no revenue card for a staff session: lib/stat-card-list.ts),
 * compact so today's list stays in view. The counts include the changes waiting in the outbox, marked as such; offline (or with the
 * server down) they are the last ones saved on this device, with their time. Saved on another
 * shop day, the today cards show a dash rather than yesterday's numbers.
 */
export function StatCards({ showRevenue = true }: { showRevenue?: boolean }) {
  const { t, lang } = useT();
  const stats = useAdminStats();
  const rows = useOutboxRows();
  const services = useServices();
  const todayList = useAppointments({ date: 'today' });
  const saved = useShowsSavedData(stats);
  const today = shopToday();
  const pending = useMemo(
    () =>
      rows?.length ? pendingStats(rows, { today, week: weekOf(today), services: services.data, todayList: todayList.data }) : NO_PENDING,
    [rows, today, services.data, todayList.data],
  );
  const s = stats.data;
  const otherDay = saved && s !== undefined && shopDate(new Date(stats.dataUpdatedAt)) !== today;
  // A staff account (showRevenue false) never sees the revenue card, not even while the stats load.
  const cards = statCardList(s, pending, otherDay, lang).filter((c) => showRevenue || c.id !== 'revenue');
  return (
    <section aria-label={t('admin.stats.label')}>
      <Grid columns={{ initial: cards.length === 4 ? '2' : '3', sm: String(cards.length) }} gap="3" mb={saved ? '1' : '4'}>
        {cards.map((c) => (
          <Card key={c.id} size="1" className="admin-stat">
            <Flex direction="column" gap="1">
              <Text size={{ initial: '1', xs: '2', sm: '1', md: '2' }} color="gray">
                {c.label}
              </Text>
              <Skeleton loading={stats.isPending}>
                <Text size={{ initial: '5', xs: '6' }} weight="bold" data-testid="stat-value">
                  {c.value}
                </Text>
              </Skeleton>
              {c.waiting > 0 && (
                <Text size="1" color="orange" data-testid="stat-pending">
                  {t('admin.stats.waiting', { count: c.waiting })}
                </Text>
              )}
            </Flex>
          </Card>
        ))}
      </Grid>
      {saved && (
        <Flex justify="end" mb="4">
          <LastUpdated query={stats} testId="stats-last-updated" />
        </Flex>
      )}
    </section>
  );
}
