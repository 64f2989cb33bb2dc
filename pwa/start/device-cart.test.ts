import { describe, expect, it } from 'vitest';
import { CART_COUNT_KEY, deviceHasCart, keepCartCount } from './device-cart';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('the cart count kept for the boot file', () => {
  it('says the device has a cart while it holds items, and nothing once it is empty', () => {
    const store = memory();
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
    expect(deviceHasCart({ ...memory(), getItem: () => 'not a number' })).toBe(false);
  });
});
