import { MAX_QUANTITY } from '#shared/domain/cart-limits';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canDecrease,
  canIncrease,
  cartCount,
  cartSignature,
  cartTotalCents,
  checkoutLines,
  filterByCategory,
  formatPrice,
  lineTotalCents,
  quantityAfterAdd,
  quantityAfterStep,
} from './cart-math';

describe('cart math', () => {
  it('totals price × quantity in integer cents, without float drift', () => {
    const lines = [
      { price: 0.1, quantity: 3 },
      { price: 0.2, quantity: 1 },
      { price: 19.99, quantity: 7 },
    ];
    expect(cartTotalCents(lines)).toBe(30 + 20 + 13993);
    expect(formatPrice(cartTotalCents(lines) / 100)).toBe('$140.43');
    expect(lineTotalCents({ price: 24, quantity: 2 })).toBe(4800);
    expect(cartTotalCents([])).toBe(0);
  });

  it('is exact for any cart of 2-decimal prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: MAX_QUANTITY }) })),
        (raw) => {
          const lines = raw.map((l) => ({ price: l.cents / 100, quantity: l.quantity }));
          expect(cartTotalCents(lines)).toBe(raw.reduce((s, l) => s + l.cents * l.quantity, 0));
        },
      ),
    );
  });

  it('shows prices with 2 decimals', () => {
    expect(formatPrice(22)).toBe('$22.00');
    expect(formatPrice(18.5)).toBe('$18.50');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it(`adding an existing product increments it; − stops at 1 and + at ${MAX_QUANTITY}`, () => {
    expect(quantityAfterAdd(undefined)).toBe(1);
    expect(quantityAfterAdd(2)).toBe(3);
    expect(quantityAfterAdd(MAX_QUANTITY)).toBe(MAX_QUANTITY);
    expect(quantityAfterStep(1, -1)).toBe(1);
    expect(quantityAfterStep(3, -1)).toBe(2);
    expect(quantityAfterStep(3, 1)).toBe(4);
    expect(quantityAfterStep(MAX_QUANTITY, 1)).toBe(MAX_QUANTITY);
    expect([canDecrease(1), canDecrease(2), canIncrease(MAX_QUANTITY - 1), canIncrease(MAX_QUANTITY)]).toEqual([false, true, true, false]);
  });

  it('counts items and sends only ids and quantities to checkout', () => {
    const cart = [
      { id: 7, quantity: 2, price: 22 },
      { id: 3, quantity: 1, price: 18 },
    ];
    expect(cartCount(cart)).toBe(3);
    expect(checkoutLines(cart)).toEqual([
      { productId: 7, quantity: 2 },
      { productId: 3, quantity: 1 },
    ]);
    expect(cartSignature(cart)).toBe('3x1,7x2');
    expect(cartSignature([...cart].reverse())).toBe(cartSignature(cart));
  });

  it('filters by category, All Products keeping every one in order', () => {
    const products = [
      { id: 1, category: 'shampoo' as const },
      { id: 2, category: 'styling' as const },
      { id: 3, category: 'shampoo' as const },
    ];
    expect(filterByCategory(products, 'all').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterByCategory(products, 'shampoo').map((p) => p.id)).toEqual([1, 3]);
    expect(filterByCategory(products, 'color')).toEqual([]);
  });
});
