import { addDays, isSunday } from '#shared/domain/shop-time';

/**
 * Whether a calendar day can be chosen, given the shop-local "today" (`shopDate(now)`) and the last
 * day online booking is open (today + the server's horizon; none: no end). Past days, days beyond
 * the horizon and Sundays cannot (docs/product.md#the-wizard). Dates are `YYYY-MM-DD`, so string order is date order.
 */
export function isDayDisabled(date: string, today: string, lastDay?: string): boolean {
  return date < today || (lastDay !== undefined && date > lastDay) || isSunday(date);
}

/** The last day the calendar offers: `horizonDays` after the shop's today. */
export const lastBookableDay = (today: string, horizonDays: number) => addDays(today, horizonDays);
