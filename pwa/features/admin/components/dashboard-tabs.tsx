import { useEffect, useRef, type ReactNode } from 'react';
import { Badge, Tabs } from '@radix-ui/themes';
import type { Role } from '#shared/schemas/auth';
import { useOutboxCounts } from '../../../offline/outbox-count';
import { AnalyticsTab } from './analytics/analytics-tab';
import { AppointmentsTab } from './appointments/appointments-tab';
import { ClientsTab } from './clients/clients-tab';
import { InboxTab } from './inbox/inbox-tab';
import { ManageTab } from './manage/manage-tab';
import { OrdersTab } from './orders/orders-tab';
import { ScheduleTab } from './schedule/schedule-tab';

type Tab = { value: string; label: string; panel: ReactNode; ownerOnly?: boolean };

/** The seven tabs (six for staff), Manage first and selected, the Contact inbox last (docs/product.md#dashboard-tabs); Orders: docs/decisions/044-store-operations.md. */
const TABS: Tab[] = [
  { value: 'manage', label: 'Manage', panel: <ManageTab /> },
  { value: 'clients', label: 'Clients', panel: <ClientsTab /> },
  { value: 'appointments', label: 'Appointments', panel: <AppointmentsTab /> },
  { value: 'schedule', label: 'Schedule', panel: <ScheduleTab /> },
  { value: 'orders', label: 'Orders', panel: <OrdersTab /> },
  { value: 'analytics', label: 'Analytics', panel: <AnalyticsTab />, ownerOnly: true },
  { value: 'inbox', label: 'Inbox', panel: <InboxTab /> },
];

/**
 * `value` / `onValueChange`: the open tab, controlled by the page (the header's "needs attention" opens Manage).
 * A staff account does not get Analytics (revenue is the owner's; the API answers 403).
 */
export function DashboardTabs({ value, onValueChange, role }: { value: string; onValueChange: (tab: string) => void; role: Role }) {
  const { needsAttention } = useOutboxCounts();
  const tabs = TABS.filter((t) => !t.ownerOnly || role === 'owner');
  const list = useRef<HTMLDivElement>(null);
  const opened = useRef(value);
  // A tab opened from elsewhere (the header's Inbox or "needs attention") is brought into view, on a
  // narrow phone where the row scrolls sideways too; not at the first render.
  useEffect(() => {
    if (opened.current === value) return;
    opened.current = value;
    list.current?.querySelector('[role="tab"][data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return (
    <Tabs.Root value={value} onValueChange={onValueChange}>
      <Tabs.List size="2" className="admin-tabs-list" ref={list}>
        {tabs.map((t) => (
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
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          <div className="admin-tab-panel">{t.panel}</div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
