import { isoDate } from '#shared/domain/shop-time';

/**
 * The booking calendars (the wizard's and the manage page's DayPicker) show the shop's dates as
 * floating days: a shop date `YYYY-MM-DD` is that date at noon in the browser's own zone, and a day the
 * calendar hands back is read with its local fields. So the calendar shows San Juan's dates whatever
 * the browser's zone, with plain `Date`s: a DayPicker given a `timeZone` compares and builds zoned dates
 * through `Intl` for every day on every render, which took a phone 45 ms of each tap on a day
 * (docs/decisions/094-calendar-floating-days.md). Noon keeps a day whole across a daylight-saving change.
 */
export function calendarDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
}

/** The shop date a calendar day stands for. */
export function calendarDate(day: Date): string {
  return isoDate(day.getFullYear(), day.getMonth() + 1, day.getDate());
}
