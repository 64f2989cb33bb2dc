import { format } from 'date-fns';
import { shopToday } from './shop-today';

/** A `YYYY-MM-DD` as a calendar day, with no time zone involved (a date, not an instant). */
function calendarDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** 'Tue, Jun 10' for tables and lists; 'Tue, Jun 10, 2025' when not in this year (shop time). */
export const formatDay = (date: string, today: string = shopToday()) =>
  format(calendarDay(date), date.slice(0, 4) === today.slice(0, 4) ? 'EEE, MMM d' : 'EEE, MMM d, yyyy');
/** 'Jun 10' for chart axes. */
export const formatShortDay = (date: string) => format(calendarDay(date), 'MMM d');
/** 'June 10, 2025' for the client details. */
export const formatLongDay = (date: string) => format(calendarDay(date), 'MMMM d, yyyy');

/** '$1,234' for chart ticks (whole dollars), '$57.50' elsewhere. */
export function formatDollarsShort(dollars: number): string {
  return `$${Math.round(dollars).toLocaleString('en-US')}`;
}
export function formatDollarsExact(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
