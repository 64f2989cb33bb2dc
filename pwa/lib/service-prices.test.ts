import { describe, expect, it } from 'vitest';
import { isCallTheShopService, serviceListPrice, servicePrice } from './service-prices';

describe('call-the-shop services', () => {
  it('treats a service priced by phone as call-the-shop, whatever its name', () => {
    expect(isCallTheShopService({ price: null })).toBe(true);
  });

  it('lets a priced service be booked, a chemical one the owner priced too', () => {
    expect(isCallTheShopService({ price: 35 })).toBe(false);
    expect(isCallTheShopService({ price: 0 })).toBe(false);
  });

  it('formats the price with 2 decimals, 0 when unknown', () => {
    expect(servicePrice({ price: 35 })).toBe('$35.00');
    expect(servicePrice({ price: null })).toBe('$0.00');
    expect(servicePrice(undefined)).toBe('$0.00');
  });

  it('lists a service as a starting price with a plus sign, Llamar when priced by phone', () => {
    expect(serviceListPrice({ price: 20 })).toBe('$20+');
    expect(serviceListPrice({ price: 22.5 })).toBe('$22.50+');
    expect(serviceListPrice({ price: null })).toBe('Llamar');
  });
});
