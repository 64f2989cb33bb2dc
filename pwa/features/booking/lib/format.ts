import { formatDate } from '#shared/domain/shop-time';

/** `2026-11-23` → `Monday, November 23, 2026` (a calendar date: no zone involved). */
export const formatLongDate = (date: string): string => formatDate(date, 'full');
