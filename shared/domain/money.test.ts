import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { centsToDollars, dollarsToCents, formatDollars, formatMoney, formatStartingPrice, totalCents } from './money';

describe('money', () => {
  it('formats cents as dollars with 2 decimals', () => {
    expect(formatMoney(3500)).toBe('$35.00');
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatDollars(24.5)).toBe('24.50');
  });

  it('groups thousands as en-US does, for any amount, negative too', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (c) => formatMoney(c) === intl.format(c / 100)));
  });

  it('formats without Intl: prices render while a page hydrates, and each toLocaleString built a number formatter (90 ms of a phone CPU on /services)', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatMoney(123456789)).toBe('$1,234,567.89');
      expect(formatStartingPrice(120000)).toBe('$1,200+');
      expect(toLocale).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      toLocale.mockRestore();
      numberFormat.mockRestore();
    }
  });

  it('formats a service price as the shop lists it, with a plus sign', () => {
    expect(formatStartingPrice(2000)).toBe('$20+');
    expect(formatStartingPrice(2250)).toBe('$22.50+');
    expect(formatStartingPrice(120000)).toBe('$1,200+');
  });

  it('adds 0.1 + 0.2 exactly, unlike floating point', () => {
    const lines = [
      { priceCents: dollarsToCents(0.1), quantity: 1 },
      { priceCents: dollarsToCents(0.2), quantity: 1 },
    ];
    expect(centsToDollars(totalCents(lines))).toBe(0.3);
  });

  it('round-trips any cents amount through dollars', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => dollarsToCents(centsToDollars(c)) === c));
  });
});
