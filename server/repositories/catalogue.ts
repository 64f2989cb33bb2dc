import type { Db } from '../db/connect';
import { ratingText, type Barber, type Service } from '#shared/schemas/catalogue';
import { centsToDollars } from '#shared/domain/money';
import type { Lang } from '#shared/i18n/lang';
import { localise, type TextTranslations } from '#shared/i18n/localise';

type ServiceRow = {
  id: number;
  name: string;
  description: string;
  price_cents: number | null;
  duration_min: number;
  barbers: { id: number; price_cents: number | null }[] | null;
  translations?: TextTranslations | null;
};
type BarberRow = {
  id: number;
  name: string;
  title: string;
  rating: number | string | null;
  bio: string;
  photo_hash: string | null;
  translations?: TextTranslations | null;
};

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** An uploaded image's URL (served by the images route); `.jpg` names its JPEG twin. */
export const imageUrl = (hash: string, ext: 'webp' | 'jpg' = 'webp') => `/images/${hash}.${ext}`;

/** The fields of each record that the shop writes in both languages (shared/i18n/localise.ts). */
export const SERVICE_TEXT = ['name', 'description'] as const;
export const BARBER_TEXT = ['title', 'bio'] as const;

/**
 * Presenters: the fields that leave the server, in the shapes shared/schemas/catalogue.ts names, the
 * shop's text in `lang` (its translations stay on the server; the owner's `?view=admin` has them).
 */
export const presentService = (r: ServiceRow, lang: Lang = 'en'): Service => ({
  id: r.id,
  ...localise({ name: r.name, description: r.description }, r.translations, lang, SERVICE_TEXT),
  price: dollars(r.price_cents),
  duration: r.duration_min,
  barbers: (r.barbers ?? []).map((b) => ({ id: b.id, price: dollars(b.price_cents ?? r.price_cents) })),
});
export const presentBarber = (r: BarberRow, lang: Lang = 'en'): Barber => {
  const text = localise({ title: r.title, bio: r.bio }, r.translations, lang, BARBER_TEXT);
  return {
    id: r.id,
    name: r.name,
    title: text.title,
    rating: ratingText(r.rating),
    bio: text.bio,
    photoUrl: r.photo_hash ? imageUrl(r.photo_hash) : null,
  };
};

/** The active barbers who perform each service, with their own price (null: the service's), in barber order. */
const SERVICE_BARBERS = `(
  select coalesce(json_agg(json_build_object('id', b.id, 'price_cents', sb.price_cents) order by b.sort_order, b.id), '[]')
    from service_barbers sb join barbers b on b.id = sb.barber_id and b.active
   where sb.service_id = services.id) as barbers`;
const SERVICE_COLUMNS = ['id', 'name', 'description', 'price_cents', 'duration_min', 'translations'];
const BARBER_COLUMNS = [
  'barbers.id',
  'barbers.name',
  'barbers.title',
  'barbers.rating',
  'barbers.bio',
  'barbers.translations',
  'images.hash as photo_hash',
];

export function catalogueRepository(db: Db) {
  const services = () => db('services').select([...SERVICE_COLUMNS, db.raw(SERVICE_BARBERS)]);
  const barbers = () => db('barbers').leftJoin('images', 'images.id', 'barbers.photo_image_id').select(BARBER_COLUMNS);
  return {
    /** What the public books: not retired, bookable online; the text in `lang`. */
    async listServices(lang: Lang = 'en'): Promise<Service[]> {
      const rows: ServiceRow[] = await services()
        .whereNull('retired_at')
        .where({ bookable_online: true })
        .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map((r) => presentService(r, lang));
    },
    async findService(id: number, lang: Lang = 'en'): Promise<Service | undefined> {
      const row: ServiceRow | undefined = await services().where({ id }).first();
      return row && presentService(row, lang);
    },
    async listBarbers(lang: Lang = 'en'): Promise<Barber[]> {
      const rows: BarberRow[] = await barbers()
        .where('barbers.active', true)
        .orderBy([{ column: 'barbers.sort_order' }, { column: 'barbers.id' }]);
      return rows.map((r) => presentBarber(r, lang));
    },
    async findBarber(id: number, lang: Lang = 'en'): Promise<Barber | undefined> {
      const row: BarberRow | undefined = await barbers().where('barbers.id', id).first();
      return row && presentBarber(row, lang);
    },
    /** Whether a barber with this id exists, active or not. */
    async barberExists(id: number): Promise<boolean> {
      return Boolean(await db('barbers').where({ id }).first('id'));
    },
    /** Whether an active barber has this id. */
    async isActiveBarber(id: number): Promise<boolean> {
      return Boolean(await db('barbers').where({ id, active: true }).first('id'));
    },
  };
}

/** For each weekday any active barber works: the earliest start and the latest end of their weekly hours. */
export async function activeBarbersHoursByWeekday(db: Db): Promise<{ weekday: number; opens: string; closes: string }[]> {
  return db('barber_hours as h')
    .join('barbers as b', 'b.id', 'h.barber_id')
    .where('b.active', true)
    .groupBy('h.weekday')
    .select('h.weekday', db.raw('min(h.start_time) as opens'), db.raw('max(h.end_time) as closes'));
}
