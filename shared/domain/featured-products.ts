/**
 * The products Home features (docs/product.md#home): only these names, at most four. The names are the
 * products' own, in English: the server marks each product it sends (`featured`, shared/schemas/catalogue.ts)
 * from its English name, so a page in Spanish, whose names are translated, features the same ones.
 */
export const FEATURED_PRODUCT_NAMES = ['Daily Shampoo', 'Mint Shampoo', 'Clay Pomade', 'Maneuver Cream Pomade'] as const;
export const MAX_FEATURED_PRODUCTS = 4;

/** Whether a product of this English name is one Home features: its name contains a featured name, whatever its case. */
export function isFeaturedName(englishName: string): boolean {
  const name = englishName.toLowerCase();
  return FEATURED_PRODUCT_NAMES.some((n) => name.includes(n.toLowerCase()));
}

/**
 * Keeps the products Home features, in the order the server sent them, and at most `limit` of them. A
 * product says whether it is featured; one kept offline from before it did is judged by its name. An
 * empty result means: hide the section.
 */
export function featuredProducts<P extends { name: string; featured?: boolean }>(
  products: readonly P[],
  limit = MAX_FEATURED_PRODUCTS,
): P[] {
  return products.filter((p) => p.featured ?? isFeaturedName(p.name)).slice(0, Math.max(0, limit));
}
