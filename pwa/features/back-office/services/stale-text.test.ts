import { describe, expect, it } from 'vitest';
import { AdminService } from '#shared/schemas/admin-services';
import type { ShopDetails } from '#shared/schemas/shop-details';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { staleAfterChange, withHomeCardsUpdated } from './stale-text';

const corte = AdminService.parse({
  id: 2,
  name: 'Haircut',
  description: 'Classic or modern.',
  price: 35,
  duration: 45,
  cleanup: 0,
  bookableOnline: true,
  retired: false,
  sortOrder: 1,
  barbers: [],
  translations: { es: { name: 'Corte de pelo', description: 'Clásico o moderno.' } },
});
const shop: ShopDetails = {
  ...DEFAULT_SHOP_DETAILS,
  homeServices: DEFAULT_SHOP_DETAILS.homeServices.map((c) =>
    c.name === 'Haircut' ? { ...c, translations: { es: { name: 'Corte de pelo', description: 'Clásico.' } } } : c,
  ),
};

describe('where a service’s old text still shows after it is changed', () => {
  it('a rename in English: the Spanish name kept as it was, and Home’s card with the old name', () => {
    const after = { ...corte, name: 'Classic Haircut' };
    expect(staleAfterChange(corte, after, shop)).toEqual([
      { kind: 'spanishName', text: 'Corte de pelo' },
      { kind: 'homeCard', card: 1, name: 'Haircut', price: '$35+' },
    ]);
  });

  it('a new price: Home’s card still says the old one', () => {
    expect(staleAfterChange(corte, { ...corte, price: 40 }, shop)).toEqual([{ kind: 'homeCard', card: 1, name: 'Haircut', price: '$35+' }]);
  });

  it('nothing when the Spanish was changed too, or nothing Home shows changed, or Home has no card for it', () => {
    const both = { ...corte, name: 'Classic Haircut', translations: { es: { name: 'Corte clásico', description: 'Clásico o moderno.' } } };
    const noCard = { ...shop, homeServices: shop.homeServices.filter((c) => c.name !== 'Haircut') } as ShopDetails;
    expect(staleAfterChange(corte, both, noCard)).toEqual([]);
    expect(staleAfterChange(corte, { ...corte, duration: 60 }, shop)).toEqual([]);
    expect(staleAfterChange(corte, { ...corte, price: 40 }, noCard)).toEqual([]);
  });

  it('updates Home’s card in one step: the new name (in Spanish too, when it followed) and price, keeping its “+”', () => {
    const after = {
      ...corte,
      name: 'Classic Haircut',
      price: 40,
      translations: { es: { name: 'Corte clásico', description: 'Clásico o moderno.' } },
    };
    const updated = withHomeCardsUpdated(shop, corte, after);
    expect(updated.homeServices[1]).toEqual({
      ...shop.homeServices[1],
      name: 'Classic Haircut',
      price: '$40+',
      translations: { es: { name: 'Corte clásico', description: 'Clásico.' } },
    });
    expect(updated.homeServices.filter((_, i) => i !== 1)).toEqual(shop.homeServices.filter((_, i) => i !== 1));
  });
});
