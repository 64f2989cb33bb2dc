import type { Db } from '../db/connect';
import { averagePriceCents, efficiency, fillDays, lastDays, topServices } from '#shared/domain/analytics';
import { centsToDollars } from '#shared/domain/money';
import { shopDate } from '#shared/domain/shop-time';
import { ANALYTICS_DAYS, TOP_SERVICES, type Analytics } from '#shared/schemas/analytics';
import { ratingText } from '#shared/schemas/catalogue';
import { reportsRepository } from '../repositories/reports';
import { lineReportsRepository } from '../repositories/line-reports';

const minutes = (v: number | string | null) => (v === null ? null : Math.round(Number(v)));

/**
 * `GET /api/admin/analytics`: the last 30 shop-local days (today included), live appointments only;
 * the formulas are the pure ones in shared/domain/analytics.ts.
 */
export async function analytics(db: Db, now: Date): Promise<Analytics> {
  const days = lastDays(shopDate(now), ANALYTICS_DAYS);
  const w = { from: days[0]!, to: days[days.length - 1]! };
  const reports = reportsRepository(db);
  const [byDay, extra, services, barbers] = await Promise.all([
    reports.byDay(w),
    reports.windowTotals(w),
    reports.byService(w),
    reports.byBarber(w),
  ]);
  const lineReports = lineReportsRepository(db);
  const [lineDays, lineBarbers] = [await lineReports.byDay(w), await lineReports.byBarber(w)];
  const lineByDay = new Map(lineDays.map((d) => [d.date, d]));

  const filled = fillDays(days, new Map(byDay.map((d) => [d.date, d])), { date: '', count: 0, revenue_cents: 0 });
  const revenueCents = byDay.reduce((s, d) => s + d.revenue_cents, 0);
  const count = byDay.reduce((s, d) => s + d.count, 0);
  const top = topServices(
    services.map((s) => ({ serviceId: s.service_id, name: s.name, count: s.count, revenueCents: s.revenue_cents })),
    TOP_SERVICES,
  );

  return {
    ...w,
    revenueByDay: filled.map(({ date, value }) => ({ date, revenue: centsToDollars(value.revenue_cents), appointments: value.count })),
    totals: {
      revenue: centsToDollars(revenueCents),
      appointments: count,
      averagePrice: centsToDollars(averagePriceCents(revenueCents, count)),
      ...extra,
    },
    topServices: top.map((s) => ({ serviceId: s.serviceId, name: s.name, count: s.count, revenue: centsToDollars(s.revenueCents) })),
    barberPerformance: barbers
      .map((b) => ({
        barberId: b.barber_id,
        name: b.name,
        appointments: b.count,
        revenue: centsToDollars(b.revenue_cents),
        averagePrice: centsToDollars(averagePriceCents(b.revenue_cents, b.count)),
        avgRating: ratingText(b.rating),
        efficiency: efficiency(b.count),
      }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
    line: {
      perDay: days.map((date) => {
        const d = lineByDay.get(date);
        return {
          date,
          served: d?.served ?? 0,
          walkAways: d?.walk_aways ?? 0,
          avgWaitMinutes: minutes(d?.avg_wait ?? null),
          p90WaitMinutes: minutes(d?.p90_wait ?? null),
        };
      }),
      perBarber: lineBarbers.map((b) => ({
        barberId: b.barber_id,
        served: b.served,
        walkAways: b.walk_aways,
        avgWaitMinutes: minutes(b.avg_wait),
        p90WaitMinutes: minutes(b.p90_wait),
        noShows: b.no_shows,
      })),
    },
  };
}
