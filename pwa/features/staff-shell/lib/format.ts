import { formatDate, parseDate } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { shopToday } from './shop-today';

/** 'Tue, Jun 10' for tables and lists; 'Tue, Jun 10, 2025' when not in this year (shop time). */
export const formatDay = (date: string, today: string = shopToday(), lang: Lang = 'en') =>
  formatDate(date, parseDate(date).year === parseDate(today).year ? 'weekday' : 'weekday-year', lang);
/** 'Jun 10' for chart axes. */
export const formatShortDay = (date: string, lang: Lang = 'en') => formatDate(date, 'short', lang);
/** 'June 10, 2025' for the client details. */
export const formatLongDay = (date: string, lang: Lang = 'en') => formatDate(date, 'long', lang);

/** '$1,234' for chart ticks (whole dollars), '$57.50' elsewhere. */
export function formatDollarsShort(dollars: number): string {
  return `$${Math.round(dollars).toLocaleString('en-US')}`;
}
export function formatDollarsExact(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
