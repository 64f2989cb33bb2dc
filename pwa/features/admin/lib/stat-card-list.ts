import type { AdminStats } from '#shared/schemas/admin-stats';
import { formatDollarsExact } from './format';
import type { PendingStats } from './pending-stats';

export type StatCard = { label: string; value: string; waiting: number };

/**
 * The stat cards' labels and values (missing values show 0; `otherDay`: the saved figures are from
 * another shop day, so the today cards show a dash). No revenue card when the server answered
 * `todayRevenue: null`: a staff session does not see revenue (docs/decisions/041-back-office.md).
 */
export function statCardList(s: AdminStats | undefined, pending: PendingStats, otherDay: boolean): StatCard[] {
  const count = (n: number | undefined, extra: number) => String(Math.max(0, (n ?? 0) + extra));
  const revenue: StatCard[] = s?.todayRevenue === null
    ? []
    : [{ label: 'Revenue Today', value: otherDay ? '—' : formatDollarsExact(Math.max(0, (s?.todayRevenue ?? 0) + pending.todayRevenue)), waiting: pending.todayChanges }];
  return [
    { label: "Today's Appointments", value: otherDay ? '—' : count(s?.todayAppointments, pending.todayAppointments), waiting: pending.todayChanges },
    ...revenue,
    { label: 'This Week', value: count(s?.weekAppointments, pending.weekAppointments), waiting: pending.weekChanges },
    { label: 'New Clients', value: String(s?.newClients ?? 0), waiting: 0 },
  ];
}
