import { useCallback } from 'react';
import { parseDate } from '#shared/domain/shop-time';
import { SHOP } from '#shared/shop';
import { useT, type I18nValue } from '#pwa/i18n/use-t';
import { shopToday } from './shop-today';

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

/** A back-office screen's document title, like the other admin pages ('Closures · Back office · Shop'); `screen` already translated. */
export const backOfficeTitle = (screen: string, t: I18nValue['t']) => t('office.documentTitle', { screen, shop: SHOP.name });
