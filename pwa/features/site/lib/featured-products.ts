/** The products Home features (docs/product.md#home): only these names, at most four. */
export const FEATURED_PRODUCT_NAMES = ['Daily Shampoo', 'Mint Shampoo', 'Clay Pomade', 'Maneuver Cream Pomade'] as const;
export const MAX_FEATURED_PRODUCTS = 4;

/**
 * Keeps the products whose name contains one of the featured names (case-insensitive), in the
 * order the server sent them, and at most `limit` of them. An empty result means: hide the section.
 */
export function featuredProducts<P extends { name: string }>(products: readonly P[], limit = MAX_FEATURED_PRODUCTS): P[] {
  const wanted = FEATURED_PRODUCT_NAMES.map((n) => n.toLowerCase());
  return products.filter((p) => wanted.some((w) => p.name.toLowerCase().includes(w))).slice(0, Math.max(0, limit));
}
