import { addDays, isSunday } from '#shared/domain/shop-time';

/** A whole-shop closure, start to end inclusive (`GET /api/closures`). */
export type ClosedDays = { startDate: string; endDate: string };

/** Whether the shop is closed that day (inside any closure, its first and last days included). */
export const isClosedDay = (date: string, closures: readonly ClosedDays[]) =>
  closures.some((c) => c.startDate <= date && date <= c.endDate);

/**
 * Whether a calendar day can be chosen, given the shop-local "today" (`shopDate(now)`), the last
 * day online booking is open (today + the server's horizon; none: no end) and the owner's closures.
 * Past days, days beyond the horizon, Sundays and closure days cannot (docs/product.md#the-wizard).
 * Dates are `YYYY-MM-DD`, so string order is date order.
 */
export function isDayDisabled(date: string, today: string, lastDay?: string, closures: readonly ClosedDays[] = []): boolean {
  return date < today || (lastDay !== undefined && date > lastDay) || isSunday(date) || isClosedDay(date, closures);
}

/** The last day the calendar offers: `horizonDays` after the shop's today. */
export const lastBookableDay = (today: string, horizonDays: number) => addDays(today, horizonDays);
