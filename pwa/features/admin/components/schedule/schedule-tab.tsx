import { Grid } from '@radix-ui/themes';
import { TabHeading } from '../tab-heading';
import { BlockForm } from './block-form';
import { BlockedList } from './blocked-list';

/** Schedule Management: the Block Time Slots form beside the Currently Blocked list. */
export function ScheduleTab() {
  return (
    <>
      <TabHeading title="Schedule Management" description="Block time off for one barber or the whole shop" />
      <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
        <BlockForm />
        <BlockedList />
      </Grid>
    </>
  );
}
