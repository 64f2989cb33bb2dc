import { addDays, isSunday } from '../../../../shared/domain/shop-time';

/**
 * Whether a calendar day can be chosen, given the shop-local "today" (`shopDate(now)`).
 * Past days and Sundays cannot (spec section 5). Dates are `YYYY-MM-DD`, so string order is date order.
 */
export function isDayDisabled(date: string, today: string): boolean {
  return date < today || isSunday(date);
}

/** The first day that can be booked from `today` on (today itself unless it is a Sunday). */
export function firstBookableDay(today: string): string {
  let day = today;
  while (isDayDisabled(day, today)) day = addDays(day, 1);
  return day;
}
