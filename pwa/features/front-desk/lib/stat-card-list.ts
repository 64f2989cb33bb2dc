import type { AdminStats } from '#shared/schemas/admin-stats';
import type { Lang } from '#shared/i18n/lang';
import { translate } from '#pwa/i18n/catalogue';
import { formatDollarsExact } from '../../staff-shell/lib/format';
import type { PendingStats } from './pending-stats';

export type StatCard = { id: 'today' | 'revenue' | 'week' | 'new'; label: string; value: string; waiting: number };

/**
 * The stat cards' labels and values (missing values show 0; `otherDay`: the saved figures are from
 * another shop day, so the today cards show a dash). No revenue card when the server answered
 * `todayRevenue: null`: a staff session does not see revenue (docs/decisions/041-back-office.md).
 */
export function statCardList(s: AdminStats | undefined, pending: PendingStats, otherDay: boolean, lang: Lang = 'en'): StatCard[] {
  const count = (n: number | undefined, extra: number) => String(Math.max(0, (n ?? 0) + extra));
  const revenue: StatCard[] =
    s?.todayRevenue === null
      ? []
      : [
          {
            id: 'revenue',
            label: translate(lang, 'admin.stats.revenueToday'),
            value: otherDay ? '—' : formatDollarsExact(Math.max(0, (s?.todayRevenue ?? 0) + pending.todayRevenue)),
            waiting: pending.todayChanges,
          },
        ];
  return [
    {
      id: 'today',
      label: translate(lang, 'admin.stats.todayAppointments'),
      value: otherDay ? '—' : count(s?.todayAppointments, pending.todayAppointments),
      waiting: pending.todayChanges,
    },
    ...revenue,
    {
      id: 'week',
      label: translate(lang, 'admin.stats.thisWeek'),
      value: count(s?.weekAppointments, pending.weekAppointments),
      waiting: pending.weekChanges,
    },
    { id: 'new', label: translate(lang, 'admin.stats.newClients'), value: String(s?.newClients ?? 0), waiting: 0 },
  ];
}
