import type { Db } from '../db/connect';
import { centsToDollars } from '#shared/domain/money';
import { addDays, shopDate, shopInstant, weekOf } from '#shared/domain/shop-time';
import type { AdminStats } from '#shared/schemas/admin-stats';
import { reportsRepository } from '../repositories/reports';

/**
 * `GET /api/admin/stats`, in shop time: today's live appointments and revenue, this Monday–Sunday
 * week's live appointments, and the clients created this week.
 */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const today = shopDate(now);
  const week = weekOf(today);
  const reports = reportsRepository(db);
  const [counts, newClients] = await Promise.all([
    reports.appointmentCounts({ today, weekStart: week.start, weekEnd: week.end }),
    reports.clientsCreated(shopInstant(week.start), shopInstant(addDays(week.end, 1))),
  ]);
  return {
    todayAppointments: counts.todayCount,
    todayRevenue: centsToDollars(counts.todayCents),
    weekAppointments: counts.weekCount,
    newClients,
  };
}
