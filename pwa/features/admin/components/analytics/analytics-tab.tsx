import { Grid, Skeleton } from '@radix-ui/themes';
import { useAnalytics } from '../../api/get-analytics';
import { LoadProblem } from '../../../../components/load-problem';
import { TabHeading } from '../tab-heading';
import { BarberPerformance } from './barber-performance';
import { RevenueCard } from './revenue-card';
import { TopServices } from './top-services';
import { useT } from '../../../../i18n/use-t';

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
          <div className="admin-span-md-2"><RevenueCard analytics={a} /></div>
          <TopServices services={a.topServices} />
          <div className="admin-span-md-3"><BarberPerformance barbers={a.barberPerformance} /></div>
        </Grid>
      )}
    </>
  );
}
