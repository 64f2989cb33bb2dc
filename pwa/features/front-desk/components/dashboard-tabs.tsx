import { useEffect, useRef, type ReactNode } from 'react';
import { Badge, Tabs } from '@radix-ui/themes';
import type { Role } from '#shared/schemas/auth';
import { useOutboxCounts } from '#pwa/offline/outbox-count';
import { AnalyticsTab } from './analytics/analytics-tab';
import { AppointmentsTab } from './appointments/appointments-tab';
import { ClientsTab } from './clients/clients-tab';
import { FloorTab } from '../floor/floor-tab';
import { InboxTab } from './inbox/inbox-tab';
import { ManageTab } from './manage/manage-tab';
import { OrdersTab } from './orders/orders-tab';
import { ScheduleTab } from './schedule/schedule-tab';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';

type Tab = { value: string; label: MessageId; panel: ReactNode; ownerOnly?: boolean };

/** The tab the dashboard opens on: the shop floor (docs/decisions/071-line-push-and-floor-first.md). */
export const DEFAULT_TAB = 'floor';

/** The eight tabs (seven for staff): the Floor first and open (docs/decisions/068-floor-screens.md, 071), the Contact inbox last (docs/product.md#dashboard-tabs); Orders: docs/decisions/044-store-operations.md. */
const TABS: Tab[] = [
  { value: 'floor', label: 'floor.tab', panel: <FloorTab /> },
  { value: 'manage', label: 'admin.tabs.manage', panel: <ManageTab /> },
  { value: 'clients', label: 'admin.tabs.clients', panel: <ClientsTab /> },
  { value: 'appointments', label: 'admin.tabs.appointments', panel: <AppointmentsTab /> },
  { value: 'schedule', label: 'admin.tabs.schedule', panel: <ScheduleTab /> },
  { value: 'orders', label: 'admin.tabs.orders', panel: <OrdersTab /> },
  { value: 'analytics', label: 'admin.tabs.analytics', panel: <AnalyticsTab />, ownerOnly: true },
  { value: 'inbox', label: 'admin.tabs.inbox', panel: <InboxTab /> },
];

/**
 * `value` / `onValueChange`: the open tab, controlled by the page (the header's "needs attention" opens Manage).
 * A staff account does not get Analytics (revenue is the owner's; the API answers 403).
 */
export function DashboardTabs({ value, onValueChange, role }: { value: string; onValueChange: (tab: string) => void; role: Role }) {
  const { needsAttention } = useOutboxCounts();
  const { t } = useT();
  const tabs = TABS.filter((tab) => !tab.ownerOnly || role === 'owner');
  // An address naming no tab of this account's (`?tab=analytics` for staff, a typo) opens the Floor.
  const open = tabs.some((tab) => tab.value === value) ? value : DEFAULT_TAB;
  const list = useRef<HTMLDivElement>(null);
  const opened = useRef(open);
  // A tab opened from elsewhere (the header's Inbox or "needs attention") is brought into view, on a
  // narrow phone where the row scrolls sideways too; not at the first render.
  useEffect(() => {
    if (opened.current === open) return;
    opened.current = open;
    list.current?.querySelector('[role="tab"][data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [open]);
  return (
    <Tabs.Root value={open} onValueChange={onValueChange}>
      <Tabs.List size="2" className="admin-tabs-list" ref={list}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {t(tab.label)}
            {tab.value === 'manage' && needsAttention > 0 && (
              <Badge
                ml="2"
                color="red"
                variant="solid"
                radius="full"
                data-testid="manage-attention-count"
                aria-label={t('admin.tabs.attention', { count: needsAttention })}
              >
                {needsAttention}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          <div className="admin-tab-panel">{tab.panel}</div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
