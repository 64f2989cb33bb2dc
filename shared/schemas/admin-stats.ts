import { z } from 'zod';

/**
 * `GET /api/admin/stats` (staff only) → the four stat cards (docs/product.md#dashboard-tabs). All in shop time
 * (America/Puerto_Rico), from the server's clock; "live" = not cancelled.
 * - `todayAppointments`: live appointments dated today.
 * - `todayRevenue`: their total price in dollars, a number with at most 2 decimals (e.g. 80 or 57.5);
 *   null for a staff session (staff do not see revenue).
 * - `weekAppointments`: live appointments dated this Monday–Sunday week (today's included).
 * - `newClients`: clients created this Monday–Sunday week.
 */
export const AdminStats = z.object({
  todayAppointments: z.number().int().nonnegative(),
  /** null for a staff session: only the owner sees revenue (docs/decisions/041-back-office.md). */
  todayRevenue: z.number().nonnegative().nullable(),
  weekAppointments: z.number().int().nonnegative(),
  newClients: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof AdminStats>;
