import type { AdminService } from '#shared/schemas/admin-services';
import type { ShopDetails } from '#shared/schemas/shop-details';

/**
 * Where a service's old text still shows after the owner renamed it or changed its price: its Spanish
 * name or description left as they were (the form edits both languages, the server does not translate),
 * and Home's four cards (the owner's own text, not linked to the service). The services screen says so
 * after saving and offers to update them.
 */
export type StaleText =
  | { kind: 'spanishName'; text: string }
  | { kind: 'spanishDescription'; text: string }
  | { kind: 'homeCard'; card: number; name: string; price: string };

const es = (s: AdminService, field: 'name' | 'description') => s.translations.es?.[field]?.trim() ?? '';
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() !== '' && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const amount = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

/** Home's cards about the service: named as it was, in English or in Spanish. */
function homeCardsOf(shop: ShopDetails, before: AdminService): number[] {
  return shop.homeServices.flatMap((card, i) =>
    same(card.name, before.name) || same(card.translations?.es?.name ?? '', es(before, 'name')) ? [i] : [],
  );
}

/** A card's price string ('$35+') still showing the service's old price. */
const showsOldPrice = (price: string, before: AdminService, after: AdminService) =>
  before.price !== null &&
  after.price !== null &&
  before.price !== after.price &&
  new RegExp(`\\$\\s*${amount(before.price).replace('.', '\\.')}(?![\\d.])`).test(price);

export function staleAfterChange(before: AdminService, after: AdminService, shop: ShopDetails | undefined): StaleText[] {
  const out: StaleText[] = [];
  const renamed = before.name.trim() !== after.name.trim();
  if (renamed && es(after, 'name') !== '' && es(after, 'name') === es(before, 'name') && !same(es(after, 'name'), after.name)) {
    out.push({ kind: 'spanishName', text: es(after, 'name') });
  }
  if (
    before.description.trim() !== after.description.trim() &&
    es(after, 'description') !== '' &&
    es(after, 'description') === es(before, 'description')
  ) {
    out.push({ kind: 'spanishDescription', text: es(after, 'description') });
  }
  for (const i of shop ? homeCardsOf(shop, before) : []) {
    const card = shop!.homeServices[i]!;
    if ((renamed && !same(card.name, after.name)) || showsOldPrice(card.price, before, after))
      out.push({ kind: 'homeCard', card: i, name: card.name, price: card.price });
  }
  return out;
}

/** The shop's details with Home's cards about the service showing its new name (both languages) and price, the rest as they were. */
export function withHomeCardsUpdated(shop: ShopDetails, before: AdminService, after: AdminService): ShopDetails {
  const cards = new Set(homeCardsOf(shop, before));
  return {
    ...shop,
    homeServices: shop.homeServices.map((card, i) => {
      if (!cards.has(i)) return card;
      const price = showsOldPrice(card.price, before, after)
        ? card.price.replace(`$${amount(before.price!)}`, `$${amount(after.price!)}`).replace(/\$\s+/, '$')
        : card.price;
      const spanish = card.translations?.es;
      const translations =
        spanish && es(after, 'name') !== '' ? { ...card.translations, es: { ...spanish, name: es(after, 'name') } } : card.translations;
      return { ...card, name: after.name, price, ...(translations ? { translations } : {}) };
    }),
  };
}
