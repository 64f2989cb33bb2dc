import type { AdminProduct } from '#shared/schemas/store';
import type { ProductCategory } from '#shared/shop';
import { spanishFields, translationsBody, type TranslationMap } from '../common/translations';

/** What the product dialog holds; `nameEs`/`descriptionEs`: the Spanish text ('' falls back to the English: often a brand name). */
export type ProductForm = {
  name: string;
  description: string;
  price: string;
  category: ProductCategory;
  size: string;
  stock: string;
  lowStockThreshold: string;
  nameEs: string;
  descriptionEs: string;
};

/** The English fields, sent as typed. */
type Fields = Omit<ProductForm, 'nameEs' | 'descriptionEs'>;

/** The body POST/PATCH /api/products sends. */
export type ProductBody = Partial<Fields> & { translations?: TranslationMap };

export const toForm = (p?: AdminProduct): ProductForm => {
  const es = spanishFields(p?.translations, ['name', 'description']);
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    price: p ? p.price.toFixed(2) : '',
    category: p?.category ?? 'styling',
    size: p?.size ?? '',
    stock: p ? String(p.stock) : '0',
    lowStockThreshold: p ? String(p.lowStockThreshold) : '3',
    nameEs: es.name,
    descriptionEs: es.description,
  };
};

const typed = ({ nameEs: _name, descriptionEs: _description, ...f }: ProductForm): Fields => ({
  ...f,
  price: f.price.trim(),
  stock: f.stock.trim(),
  lowStockThreshold: f.lowStockThreshold.trim(),
});

/**
 * The body POST/PATCH /api/products sends: numbers as typed (the shared schema reads "24.00" and "5").
 * An edit sends only the fields the owner changed: the stock sells down while the dialog is open, and
 * saving a new description must not write back the count it was opened with. The Spanish name and
 * description go in `translations` (on an edit only when they changed: common/translations.ts).
 */
export function productBody(f: ProductForm, product?: AdminProduct): ProductBody {
  const spanish = translationsBody({ name: f.nameEs, description: f.descriptionEs }, product);
  const now = typed(f);
  if (!product) return { ...now, ...spanish };
  const before = typed(toForm(product));
  const changed = Object.fromEntries(Object.entries(now).filter(([k, v]) => v !== before[k as keyof Fields])) as Partial<Fields>;
  return { ...changed, ...spanish };
}
