import { Flex } from '@radix-ui/themes';
import { useOutboxView } from '../../hooks/use-outbox';
import { TabHeading } from '#pwa/features/staff-shell/components/tab-heading';
import { NeedsAttention } from './needs-attention';
import { OtherDays, SignInToSync } from './sync-status';
import { TodayList } from './today-list';
import { WalkInDialog } from './walk-in-dialog';
import { useT } from '#pwa/i18n/use-t';

/**
 * Manage: 'Appointment Manager', the Add Walk-in dialog and Today's Appointments, with the changes
 * made on this device that wait to sync (docs/decisions/006b-outbox.md): queued walk-ins as rows,
 * queued cancellations marked, refused ones under "Needs attention", other days' below the list.
 */
export function ManageTab() {
  const outbox = useOutboxView();
  const { t } = useT();
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <TabHeading title={t('admin.manage.heading')} description={t('admin.manage.description')} />
        <WalkInDialog />
      </Flex>
      <SignInToSync />
      <NeedsAttention lines={outbox.needsAttention} />
      <TodayList
        queued={outbox.queuedToday}
        pendingIds={outbox.pendingIds}
        pendingVisits={outbox.pendingVisits}
        withdrawable={outbox.withdrawable}
      />
      <OtherDays lines={outbox.otherWaiting} withdrawable={outbox.withdrawable} />
    </Flex>
  );
}
