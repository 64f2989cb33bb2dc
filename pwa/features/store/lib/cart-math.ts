import { dollarsToCents, formatMoney, totalCents } from '#shared/domain/money';
import { MAX_QUANTITY } from '#shared/domain/cart-limits';
import type { CheckoutLine } from '#shared/schemas/checkout';
import type { Product } from '#shared/schemas/catalogue';
import type { ProductCategory } from '#shared/shop';

/** Pure cart rules: quantities, totals in integer cents, and what checkout sends. */

type Priced = { price: number; quantity: number };

/** A price in dollars shown with 2 decimals: `$22.00`. */
export const formatPrice = (dollars: number): string => formatMoney(dollarsToCents(dollars));
/** An amount in cents shown as dollars with 2 decimals: `$140.43`. */
export const formatCents = (cents: number): string => formatMoney(cents);

export const lineTotalCents = (line: Priced): number => dollarsToCents(line.price) * line.quantity;

/** Sum of price × quantity, exact (integer cents). */
export const cartTotalCents = (lines: ReadonlyArray<Priced>): number =>
  totalCents(lines.map((l) => ({ priceCents: dollarsToCents(l.price), quantity: l.quantity })));

export const cartCount = (lines: ReadonlyArray<{ quantity: number }>): number => lines.reduce((n, l) => n + l.quantity, 0);

/** Adding a product already in the cart increments it, up to the most one line may hold. */
export const quantityAfterAdd = (current: number | undefined): number => Math.min(MAX_QUANTITY, (current ?? 0) + 1);

/** + and − move one step; − never goes below 1 (Remove removes), + never above the maximum. */
export const quantityAfterStep = (current: number, step: 1 | -1): number => Math.min(MAX_QUANTITY, Math.max(1, current + step));

export const canDecrease = (quantity: number): boolean => quantity > 1;
export const canIncrease = (quantity: number): boolean => quantity < MAX_QUANTITY;

/** What checkout sends: product ids and quantities, never prices. */
export const checkoutLines = (lines: ReadonlyArray<{ id: number; quantity: number }>): CheckoutLine[] =>
  lines.map((l) => ({ productId: l.id, quantity: l.quantity }));

/** A stable text for "this exact cart", e.g. to key one payment request per cart. */
export const cartSignature = (lines: ReadonlyArray<{ id: number; quantity: number }>): string =>
  [...lines]
    .sort((a, b) => a.id - b.id)
    .map((l) => `${l.id}x${l.quantity}`)
    .join(',');

export type CategoryFilter = 'all' | ProductCategory;

export const filterByCategory = <P extends Pick<Product, 'category'>>(products: ReadonlyArray<P>, category: CategoryFilter): P[] =>
  category === 'all' ? [...products] : products.filter((p) => p.category === category);
