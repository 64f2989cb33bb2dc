import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopDetails } from '#shared/schemas/shop-details';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import type { Lang } from '#shared/i18n/lang';
import { localiseShopDetails } from '#shared/i18n/localise';
import { useT } from '../i18n/use-t';
import { getJson, schema } from './api';
import { queryKeys } from './query-keys';

/** GET /api/shop: what Home, Contact, the footer and the header show (the owner edits it). */
export const shopDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shop(),
    queryFn: () => getJson('/api/shop', schema('shop-details', 'ShopDetails')),
  });

/** `DEFAULT_SHOP_DETAILS` in each language, made once when first needed. */
const defaults: Partial<Record<Lang, ShopDetails>> = {};

/**
 * The shop's details: the server's answer, else `DEFAULT_SHOP_DETAILS` (the spec's values) in the page's
 * language while it loads or when it cannot be reached, so a page never shows an empty address or phone,
 * nor English opening hours on a Spanish page. Offline, the service worker answers with the last details
 * it saw (pwa/sw.ts, like the catalogue).
 */
export function useShopDetails(): ShopDetails {
  const { lang } = useT();
  const { data } = useQuery(shopDetailsQueryOptions());
  return data ?? (defaults[lang] ??= localiseShopDetails(DEFAULT_SHOP_DETAILS, lang));
}

/** A `tel:` link for a phone as shown: '(787) 555-0132' → 'tel:+17875550132' (10 digits: North America). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** The Instagram handle of a profile link: 'https://www.instagram.com/x.y/' → 'x.y'. */
export function instagramHandle(url: string): string {
  return url.replace(/\/+$/, '').split('/').pop() ?? '';
}
