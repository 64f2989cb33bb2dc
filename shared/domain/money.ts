/** Money is integer cents everywhere it is computed; dollars only at the edges. */

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * `$35.00`, `$1,234.50`. Thousands are grouped by hand: `toLocaleString` built an ICU number formatter
 * on every call, and prices render while a page hydrates on a phone.
 */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A service's "from" price as the shop lists it: `$20+` for whole dollars, `$22.50+` otherwise
 * (services cost at least this; the barber may charge more for longer hair or extras).
 */
export function formatStartingPrice(cents: number): string {
  const money = formatMoney(cents);
  return `${money.endsWith('.00') ? money.slice(0, -3) : money}+`;
}

/** A price in dollars with 2 decimals, no currency sign: `35.00`. */
export function formatDollars(dollars: number): string {
  return centsToDollars(dollarsToCents(dollars)).toFixed(2);
}

/** Sum of price × quantity over lines, in cents, exact. */
export function totalCents(lines: ReadonlyArray<{ priceCents: number; quantity: number }>): number {
  return lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
}
