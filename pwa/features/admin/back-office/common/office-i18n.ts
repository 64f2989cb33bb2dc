import { useCallback } from 'react';
import { parseDate } from '#shared/domain/shop-time';
import { useT, type I18nValue } from '../../../../i18n/use-t';
import { shopToday } from '../../lib/shop-today';

/** What the back office's non-component helpers need to word a message in the page's language. */
export type OfficeWords = Pick<I18nValue, 't' | 'known'>;

/** 'Tue, Jun 10' for lists (with the year when it is not this year's), in the page's language. */
export function useDay(): (date: string) => string {
  const { date } = useT();
  return useCallback((d: string) => date(d, parseDate(d).year === parseDate(shopToday()).year ? 'weekday' : 'weekday-year'), [date]);
}

/** Field messages written in English by the shared schemas or the API, in the page's language when known. */
export function knownFields(fields: Record<string, string>, known: (text: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, known(v)]));
}
