import { describe, expect, it } from 'vitest';
import { isCallTheShopService, performs, priceWith, serviceListPrice, servicePrice } from './service-prices';

describe('call-the-shop services', () => {
  it('treats a service priced by phone as call-the-shop, whatever its name', () => {
    expect(isCallTheShopService({ price: null })).toBe(true);
  });

  it('lets a priced service be booked, a chemical one the owner priced too', () => {
    expect(isCallTheShopService({ price: 35 })).toBe(false);
    expect(isCallTheShopService({ price: 0 })).toBe(false);
  });

  it('formats the price with 2 decimals, 0 when unknown', () => {
    expect(servicePrice({ price: 35, barbers: [] })).toBe('$35.00');
    expect(servicePrice({ price: null, barbers: [] })).toBe('$0.00');
    expect(servicePrice(undefined)).toBe('$0.00');
  });

  it('lists a service as a starting price with a plus sign, Llamar when priced by phone', () => {
    expect(serviceListPrice({ price: 20 })).toBe('$20+');
    expect(serviceListPrice({ price: 22.5 })).toBe('$22.50+');
    expect(serviceListPrice({ price: null })).toBe('Llamar');
  });
});

describe('a barber’s price for a service', () => {
  const corte = {
    price: 35,
    barbers: [
      { id: 1, price: 40 },
      { id: 2, price: 35 },
    ],
  };

  it('is their own price when they perform it, the service’s with no preference or none chosen', () => {
    expect(priceWith(corte, 1)).toBe(40);
    expect(priceWith(corte, 2)).toBe(35);
    expect(priceWith(corte, null)).toBe(35);
    expect(priceWith(corte, undefined)).toBe(35);
    expect(servicePrice(corte, 1)).toBe('$40.00');
    expect(servicePrice(corte, null)).toBe('$35.00');
  });

  it('falls back to the service’s price for a barber not listed', () => {
    expect(priceWith(corte, 9)).toBe(35);
  });

  it('knows who performs the service', () => {
    expect(performs(corte, 2)).toBe(true);
    expect(performs(corte, 3)).toBe(false);
  });
});
