import type { ReactNode } from 'react';
import { Tabs } from '@radix-ui/themes';
import { AnalyticsTab } from './analytics/analytics-tab';
import { AppointmentsTab } from './appointments/appointments-tab';
import { ClientsTab } from './clients/clients-tab';
import { ManageTab } from './manage/manage-tab';
import { ScheduleTab } from './schedule/schedule-tab';

type Tab = { value: string; label: string; panel: ReactNode };

/** The five tabs, Manage first and selected (spec: Manage, Clients, Appointments, Schedule, Analytics). */
const TABS: Tab[] = [
  { value: 'manage', label: 'Manage', panel: <ManageTab /> },
  { value: 'clients', label: 'Clients', panel: <ClientsTab /> },
  { value: 'appointments', label: 'Appointments', panel: <AppointmentsTab /> },
  { value: 'schedule', label: 'Schedule', panel: <ScheduleTab /> },
  { value: 'analytics', label: 'Analytics', panel: <AnalyticsTab /> },
];

export function DashboardTabs() {
  return (
    <Tabs.Root defaultValue="manage">
      <Tabs.List size="2" className="admin-tabs-list">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>{t.label}</Tabs.Trigger>
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
