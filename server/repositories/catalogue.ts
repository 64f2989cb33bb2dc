import type { Db } from '../db/connect';
import type { Barber, Product, Service } from '#shared/schemas/catalogue';
import type { ProductCategory } from '#shared/shop';
import { centsToDollars } from '#shared/domain/money';

type ServiceRow = { id: number; name: string; description: string; price_cents: number | null; duration_min: number };
type BarberRow = { id: number; name: string; title: string; rating: number; bio: string };
type ProductRow = {
  id: number; name: string; description: string; price_cents: number; category: ProductCategory; size: string; image: string | null;
};

/** Presenters: the fields that leave the server, in the shapes shared/schemas/catalogue.ts names. */
export const presentService = (r: ServiceRow): Service => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price_cents === null ? null : centsToDollars(r.price_cents),
  duration: r.duration_min,
});
export const presentBarber = (r: BarberRow): Barber => ({
  id: r.id,
  name: r.name,
  title: r.title,
  rating: Number(r.rating).toFixed(1),
  bio: r.bio,
});
export const presentProduct = (r: ProductRow): Product => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: centsToDollars(r.price_cents),
  category: r.category,
  size: r.size,
  image: r.image,
});

const SERVICE_COLUMNS = ['id', 'name', 'description', 'price_cents', 'duration_min'];
const BARBER_COLUMNS = ['id', 'name', 'title', 'rating', 'bio'];
const PRODUCT_COLUMNS = ['id', 'name', 'description', 'price_cents', 'category', 'size', 'image'];

export function catalogueRepository(db: Db) {
  return {
    async listServices(): Promise<Service[]> {
      const rows: ServiceRow[] = await db('services').select(SERVICE_COLUMNS).orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map(presentService);
    },
    async findService(id: number): Promise<Service | undefined> {
      const row: ServiceRow | undefined = await db('services').select(SERVICE_COLUMNS).where({ id }).first();
      return row && presentService(row);
    },
    async listBarbers(): Promise<Barber[]> {
      const rows: BarberRow[] = await db('barbers').select(BARBER_COLUMNS).where({ active: true }).orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map(presentBarber);
    },
    async findBarber(id: number): Promise<Barber | undefined> {
      const row: BarberRow | undefined = await db('barbers').select(BARBER_COLUMNS).where({ id }).first();
      return row && presentBarber(row);
    },
    /** Whether a barber with this id exists, active or not. */
    async barberExists(id: number): Promise<boolean> {
      return Boolean(await db('barbers').where({ id }).first('id'));
    },
    async listProducts(category?: ProductCategory): Promise<Product[]> {
      const q = db('products').select(PRODUCT_COLUMNS).orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      if (category) q.where({ category });
      return ((await q) as ProductRow[]).map(presentProduct);
    },
  };
}
