import type { AdminProduct } from '#shared/schemas/store';
import type { ProductCategory } from '#shared/shop';

export type ProductForm = { name: string; description: string; price: string; category: ProductCategory; size: string; stock: string; lowStockThreshold: string };

export const toForm = (p?: AdminProduct): ProductForm => ({
  name: p?.name ?? '', description: p?.description ?? '', price: p ? p.price.toFixed(2) : '', category: p?.category ?? 'styling', size: p?.size ?? '',
  stock: p ? String(p.stock) : '0', lowStockThreshold: p ? String(p.lowStockThreshold) : '3',
});

const typed = (f: ProductForm): ProductForm => ({ ...f, price: f.price.trim(), stock: f.stock.trim(), lowStockThreshold: f.lowStockThreshold.trim() });

/**
 * The body POST/PATCH /api/products sends: numbers as typed (the shared schema reads "24.00" and "5").
 * An edit sends only the fields the owner changed: the stock sells down while the dialog is open, and
 * saving a new description must not write back the count it was opened with.
 */
export function productBody(f: ProductForm, product?: AdminProduct): Partial<ProductForm> {
  const now = typed(f);
  if (!product) return now;
  const before = typed(toForm(product));
  return Object.fromEntries(Object.entries(now).filter(([k, v]) => v !== before[k as keyof ProductForm])) as Partial<ProductForm>;
}
