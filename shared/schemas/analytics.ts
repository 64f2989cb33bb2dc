import { z } from 'zod';
import { IsoDate } from './common';

/** How many days the Analytics tab looks back over, today included. */
export const ANALYTICS_DAYS = 30;
/** How many services Top Services lists. */
export const TOP_SERVICES = 5;

const Dollars = z.number().nonnegative();

/**
 * `GET /api/admin/analytics` (staff only) → the Analytics tab. Every figure covers the same window:
 * the last 30 shop-local days, `from` (today − 29) to `to` (today), and counts live (not cancelled)
 * appointments only; money is dollars as numbers (2 decimals at most).
 * - `revenueByDay`: 30 entries, one per day from `from` to `to`, ascending; days without revenue are 0.
 * - `totals`: `revenue`, `appointments`, `averagePrice` (= revenue / appointments, 0 when none,
 *   rounded to cents), `walkIns`, `cancelled` (cancelled appointments in the window, for information).
 * - `topServices`: at most 5, by count then revenue then name; only services booked in the window.
 * - `barberPerformance`: every active barber (and any inactive one with appointments in the window),
 *   ordered by revenue then name: `appointments`, `revenue`, `avgRating` (the barber's rating, a
 *   one-decimal string like '4.9', or null: none given), `efficiency` (0 with no appointments, else
 *   min(95, round(80 + appointments / 10))), `averagePrice`.
 */
export const Analytics = z.object({
  from: IsoDate,
  to: IsoDate,
  revenueByDay: z.array(z.object({ date: IsoDate, revenue: Dollars, appointments: z.number().int().nonnegative() })),
  totals: z.object({
    revenue: Dollars,
    appointments: z.number().int().nonnegative(),
    averagePrice: Dollars,
    walkIns: z.number().int().nonnegative(),
    cancelled: z.number().int().nonnegative(),
  }),
  topServices: z.array(
    z.object({ serviceId: z.number().int().positive(), name: z.string(), count: z.number().int().positive(), revenue: Dollars }),
  ),
  barberPerformance: z.array(
    z.object({
      barberId: z.number().int().positive(),
      name: z.string(),
      appointments: z.number().int().nonnegative(),
      revenue: Dollars,
      averagePrice: Dollars,
      avgRating: z.string().nullable(),
      efficiency: z.number().int().min(0).max(95),
    }),
  ),
  /**
   * The walk-in line (docs/decisions/067-floor-data-model-and-live-channel.md): per day of the window and per
   * active barber, the walk-ins served (sat down), walk-aways (left the line), and the wait from joining to
   * the chair in minutes (average and 90th percentile; null when nobody was served); no-shows per barber.
   */
  line: z
    .object({
      perDay: z.array(
        z.object({
          date: IsoDate,
          served: z.number().int().nonnegative(),
          walkAways: z.number().int().nonnegative(),
          avgWaitMinutes: z.number().nonnegative().nullable(),
          p90WaitMinutes: z.number().nonnegative().nullable(),
        }),
      ),
      perBarber: z.array(
        z.object({
          barberId: z.number().int().positive(),
          served: z.number().int().nonnegative(),
          walkAways: z.number().int().nonnegative(),
          avgWaitMinutes: z.number().nonnegative().nullable(),
          p90WaitMinutes: z.number().nonnegative().nullable(),
          noShows: z.number().int().nonnegative(),
        }),
      ),
    })
    .default({ perDay: [], perBarber: [] }),
});
export type Analytics = z.infer<typeof Analytics>;
