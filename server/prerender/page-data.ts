import { BarberList, ProductList, ServiceList } from '#shared/schemas/catalogue';
import { ShopDetails } from '#shared/schemas/shop-details';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Lang } from '#shared/i18n/lang';
import { loadShopDetails } from '../queries/shop-details';
import { localiseShopDetails } from '#shared/i18n/localise';
import { loadPolicies, localisePolicies } from '../queries/policies';
import { PublicPolicies } from '#shared/schemas/policies';
import { catalogueRepository } from '../repositories/catalogue';
import { storeProductsRepository } from '../repositories/store-products';

/** A query the page's React Query cache starts with: [key, data], the key as pwa/lib/query-keys.ts makes it. */
export type PrefilledQuery = readonly [readonly unknown[], unknown];

/** What the API answers, as the browser gets it (JSON) and parses it (the shared schemas, as pwa/lib/api.ts getJson). */
const asTheApiAnswers = <T>(schema: { parse(v: unknown): T }, value: unknown): T => schema.parse(JSON.parse(JSON.stringify(value)));

/**
 * The public data every public page may show (header and footer: the shop's details; Home, Services,
 * Barbers, Book and Store: the catalogue), read with the same functions as GET /api/services,
 * /api/barbers, /api/products and /api/shop, so the page equals what the API would answer in the
 * page's language (the shop's text localised by shared/i18n/localise.ts, as the routes do).
 * Per-visitor and time-dependent data (availability, closures, the cart) is never here: those parts
 * render as their skeleton on the server and on the first render in the browser.
 */
export async function loadPublicQueries(db: Db, config: Pick<Config, 'booking'>, lang: Lang): Promise<PrefilledQuery[]> {
  const repo = catalogueRepository(db);
  const [services, barbers, products, shop, policies] = await Promise.all([
    repo.listServices(lang),
    repo.listBarbers(lang),
    storeProductsRepository(db).listLive(undefined, lang),
    loadShopDetails(db, config),
    loadPolicies(db),
  ]);
  return [
    [['/api/services'], asTheApiAnswers(ServiceList, services)],
    [['/api/barbers'], asTheApiAnswers(BarberList, barbers)],
    [['/api/products'], asTheApiAnswers(ProductList, products)],
    [['/api/shop'], asTheApiAnswers(ShopDetails, localiseShopDetails(shop, lang))],
    [['/api/policies'], asTheApiAnswers(PublicPolicies, localisePolicies(policies, lang, shop.name))],
  ];
}
