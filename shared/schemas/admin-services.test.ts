import { describe, expect, it } from 'vitest';
import { ServiceCreateInput, ServicePatchInput } from './admin-services';

describe('service inputs', () => {
  it('a PATCH names only what it changes: no default fills a field it did not send (it would wipe the stored value)', () => {
    expect(ServicePatchInput.parse({ price: 40 })).toEqual({ price: 40 });
    expect(ServicePatchInput.safeParse({}).success).toBe(false);
  });

  it('a create gets the defaults: no clean-up, bookable online, no description or translations', () => {
    expect(ServiceCreateInput.parse({ name: 'Corte', price: 35, duration: 45 })).toEqual({
      name: 'Corte',
      description: '',
      price: 35,
      duration: 45,
      cleanup: 0,
      bookableOnline: true,
      translations: {},
    });
  });

  it('prices are dollars with at most two decimals; "call the shop" is null', () => {
    expect(ServicePatchInput.parse({ price: '45.50' })).toEqual({ price: 45.5 });
    expect(ServicePatchInput.parse({ price: null })).toEqual({ price: null });
    expect(ServicePatchInput.safeParse({ price: 45.555 }).success).toBe(false);
    expect(ServicePatchInput.safeParse({ price: -1 }).success).toBe(false);
  });
});
