import type { Db } from '../db/connect';
import type { Product } from '#shared/schemas/catalogue';
import type { AdminProduct, LowStockProduct } from '#shared/schemas/store';
import type { ProductCategory } from '#shared/shop';
import { centsToDollars } from '#shared/domain/money';
import { isFeaturedName } from '#shared/domain/featured-products';
import type { Lang } from '#shared/i18n/lang';
import { localise } from '#shared/i18n/localise';
import { imageUrl } from './catalogue';

type Row = {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  category: ProductCategory;
  size: string;
  image: string | null;
  image_hash: string | null;
  stock: number;
  low_stock_threshold: number;
  retired_at: Date | null;
  sort_order: number;
  translations: Record<string, Record<string, string>> | null;
};
type Translations = Record<string, Record<string, string>>;

/** A product's text the shop writes in both languages (shared/i18n/localise.ts). */
export const PRODUCT_TEXT = ['name', 'description'] as const;

const COLUMNS = [
  'products.id',
  'products.name',
  'products.description',
  'products.price_cents',
  'products.category',
  'products.size',
  'products.image',
  'images.hash as image_hash',
  'products.stock',
  'products.low_stock_threshold',
  'products.retired_at',
  'products.sort_order',
  'products.translations',
];

/**
 * The public shape (shared/schemas/catalogue.ts): an uploaded photo wins over the seeded drawing; the
 * name and description in `lang` (the back office's shape keeps English and the translations).
 */
export const presentStoreProduct = (r: Row, lang: Lang = 'en'): Product & { stock: number } => ({
  id: r.id,
  ...localise({ name: r.name, description: r.description }, r.translations, lang, PRODUCT_TEXT),
  price: centsToDollars(r.price_cents),
  category: r.category,
  size: r.size,
  image: r.image_hash ? imageUrl(r.image_hash) : r.image,
  stock: r.stock,
  featured: isFeaturedName(r.name),
});
export const presentAdminProduct = (r: Row): AdminProduct => ({
  ...presentStoreProduct(r),
  lowStockThreshold: r.low_stock_threshold,
  retired: r.retired_at !== null,
  sortOrder: r.sort_order,
  translations: r.translations ?? {},
});

export type ProductRowInput = {
  name: string;
  description: string;
  priceCents: number;
  category: ProductCategory;
  size: string;
  stock: number;
  lowStockThreshold: number;
  sortOrder: number;
  translations: Translations;
};

const toColumns = (p: Partial<ProductRowInput>) => {
  const c: Record<string, unknown> = {
    name: p.name,
    description: p.description,
    price_cents: p.priceCents,
    category: p.category,
    size: p.size,
    stock: p.stock,
    low_stock_threshold: p.lowStockThreshold,
    sort_order: p.sortOrder,
    translations: p.translations === undefined ? undefined : JSON.stringify(p.translations),
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
};

/** Products with their stock, as the store and the back office read and write them. */
export function storeProductsRepository(db: Db) {
  const products = () => db('products').leftJoin('images', 'images.id', 'products.image_id').select(COLUMNS);
  const ordered = [{ column: 'products.sort_order' }, { column: 'products.id' }];
  return {
    /** What the store sells: not retired; the text in `lang`. */
    async listLive(category?: ProductCategory, lang: Lang = 'en'): Promise<Product[]> {
      const q = products().whereNull('products.retired_at').orderBy(ordered);
      if (category) q.where('products.category', category);
      return ((await q) as Row[]).map((r) => presentStoreProduct(r, lang));
    },
    async listAll(): Promise<AdminProduct[]> {
      return ((await products().orderBy(ordered)) as Row[]).map(presentAdminProduct);
    },
    /** `forUpdate` locks the product row in the caller's transaction. */
    async find(id: number, opts: { forUpdate?: boolean } = {}): Promise<AdminProduct | undefined> {
      const q = products().where('products.id', id).first();
      if (opts.forUpdate) q.forUpdate('products');
      const row = (await q) as Row | undefined;
      return row && presentAdminProduct(row);
    },
    /** Live products at or under their low-stock threshold, fewest first. */
    async lowStock(): Promise<LowStockProduct[]> {
      const rows: { id: number; name: string; stock: number; low_stock_threshold: number }[] = await db('products')
        .whereNull('retired_at')
        .whereRaw('stock <= low_stock_threshold')
        .orderBy([{ column: 'stock' }, { column: 'name' }])
        .select('id', 'name', 'stock', 'low_stock_threshold');
      return rows.map((r) => ({ id: r.id, name: r.name, stock: r.stock, lowStockThreshold: r.low_stock_threshold }));
    },
    async nextSortOrder(): Promise<number> {
      const row = await db('products').max<{ max: number | null }[]>({ max: 'sort_order' }).first();
      return (row?.max ?? -1) + 1;
    },
    async insert(p: ProductRowInput, now: Date): Promise<number> {
      const [row] = await db('products')
        .insert({ ...toColumns(p), updated_at: now })
        .returning('id');
      return (row as { id: number }).id;
    },
    async update(id: number, p: Partial<ProductRowInput> & { retired?: boolean }, now: Date): Promise<void> {
      const retired = p.retired === undefined ? {} : { retired_at: p.retired ? now : null };
      await db('products')
        .where({ id })
        .update({ ...toColumns(p), ...retired, updated_at: now });
    },
    async setImage(id: number, imageId: number, now: Date): Promise<void> {
      await db('products').where({ id }).update({ image_id: imageId, updated_at: now });
    },
  };
}
