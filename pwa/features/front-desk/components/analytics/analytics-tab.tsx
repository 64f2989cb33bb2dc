import { Grid, Skeleton } from '@radix-ui/themes';
import { useAnalytics } from '../../api/get-analytics';
import { LoadProblem } from '#pwa/components/load-problem';
import { TabHeading } from '#pwa/features/staff-shell/components/tab-heading';
import { BarberPerformance } from './barber-performance';
import { RevenueCard } from './revenue-card';
import { TopServices } from './top-services';
import { LineFigures } from '../../floor/line-figures';
import { useT } from '#pwa/i18n/use-t';

/** Business Analytics over the last 30 shop days: revenue (with its chart), top services, barbers. */
export function AnalyticsTab() {
  const analytics = useAnalytics();
  const a = analytics.data;
  const { t } = useT();
  return (
    <>
      <TabHeading title={t('admin.analytics.heading')} description={t('admin.analytics.description')} />
      <LoadProblem size="3" what={t('admin.analytics.what')} query={analytics} />
      {analytics.isPending && <Skeleton height="320px" />}
      {a && (
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          <div className="admin-span-md-2">
            <RevenueCard analytics={a} />
          </div>
          <TopServices services={a.topServices} />
          <div className="admin-span-md-3">
            <BarberPerformance barbers={a.barberPerformance} />
          </div>
          <div className="admin-span-md-3">
            <LineFigures line={a.line} names={new Map(a.barberPerformance.map((b) => [b.barberId, b.name]))} />
          </div>
        </Grid>
      )}
    </>
  );
}
