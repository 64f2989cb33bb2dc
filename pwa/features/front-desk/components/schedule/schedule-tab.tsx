import { Grid } from '@radix-ui/themes';
import { TabHeading } from '#pwa/features/staff-shell/components/tab-heading';
import { BlockForm } from './block-form';
import { BlockedList } from './blocked-list';
import { useT } from '#pwa/i18n/use-t';

/** Schedule Management: the Block Time Slots form beside the Currently Blocked list. */
export function ScheduleTab() {
  const { t } = useT();
  return (
    <>
      <TabHeading title={t('admin.schedule.heading')} description={t('admin.schedule.description')} />
      <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
        <BlockForm />
        <BlockedList />
      </Grid>
    </>
  );
}
