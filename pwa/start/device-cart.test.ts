import { describe, expect, it } from 'vitest';
import { CART_COUNT_KEY, deviceHasCart, keepCartCount } from './device-cart';
import { memoryStorage } from '../testing/memory-storage';

describe('the cart count kept for the boot file', () => {
  it('says the device has a cart while it holds items, and nothing once it is empty', () => {
    const store = memoryStorage();
    expect(deviceHasCart(store)).toBe(false);
    keepCartCount(3, store);
    expect(store.m.get(CART_COUNT_KEY)).toBe('3');
    expect(deviceHasCart(store)).toBe(true);
    keepCartCount(0, store);
    expect(store.m.has(CART_COUNT_KEY)).toBe(false);
    expect(deviceHasCart(store)).toBe(false);
  });

  it('treats storage that throws as no cart, and never throws itself', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => keepCartCount(2, broken)).not.toThrow();
    expect(deviceHasCart(broken)).toBe(false);
    expect(deviceHasCart({ ...memoryStorage(), getItem: () => 'not a number' })).toBe(false);
  });
});
