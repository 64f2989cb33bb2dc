import type { ReactNode } from 'react';
import { Badge, Tabs } from '@radix-ui/themes';
import { useOutboxCounts } from '../../../offline/outbox-count';
import { AnalyticsTab } from './analytics/analytics-tab';
import { AppointmentsTab } from './appointments/appointments-tab';
import { ClientsTab } from './clients/clients-tab';
import { ManageTab } from './manage/manage-tab';
import { ScheduleTab } from './schedule/schedule-tab';

type Tab = { value: string; label: string; panel: ReactNode };

/** The five tabs, Manage first and selected (docs/product.md#dashboard-tabs). */
const TABS: Tab[] = [
  { value: 'manage', label: 'Manage', panel: <ManageTab /> },
  { value: 'clients', label: 'Clients', panel: <ClientsTab /> },
  { value: 'appointments', label: 'Appointments', panel: <AppointmentsTab /> },
  { value: 'schedule', label: 'Schedule', panel: <ScheduleTab /> },
  { value: 'analytics', label: 'Analytics', panel: <AnalyticsTab /> },
];

/** `value` / `onValueChange`: the open tab, controlled by the page (the header's "needs attention" opens Manage). */
export function DashboardTabs({ value, onValueChange }: { value: string; onValueChange: (tab: string) => void }) {
  const { needsAttention } = useOutboxCounts();
  return (
    <Tabs.Root value={value} onValueChange={onValueChange}>
      <Tabs.List size="2" className="admin-tabs-list">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>
            {t.label}
            {t.value === 'manage' && needsAttention > 0 && (
              <Badge ml="2" color="red" variant="solid" radius="full" data-testid="manage-attention-count" aria-label={`${needsAttention} ${needsAttention === 1 ? 'needs' : 'need'} attention`}>
                {needsAttention}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          <div className="admin-tab-panel">{t.panel}</div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
