import type { Db } from '../db/connect';
import type { AdminBarber, HoursInterval, WeeklyHours } from '#shared/schemas/admin-barbers';
import type { AdminService } from '#shared/schemas/admin-services';
import { ratingText, type Service } from '#shared/schemas/catalogue';
import { centsToDollars } from '#shared/domain/money';
import { clockTime } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { imageUrl, presentService } from './catalogue';

type AdminServiceRow = {
  id: number;
  name: string;
  description: string;
  price_cents: number | null;
  duration_min: number;
  cleanup_min: number;
  bookable_online: boolean;
  retired_at: Date | null;
  sort_order: number;
  translations: Record<string, Record<string, string>>;
  barbers: { barber_id: number; price_cents: number | null }[];
};
export type AdminBarberRow = {
  id: number;
  name: string;
  title: string;
  bio: string;
  rating: number | string | null;
  active: boolean;
  sort_order: number;
  photo_hash: string | null;
  translations: Record<string, Record<string, string>>;
};

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
/** Dollars (at most two decimals, checked by the schema) to cents. */
export const toCents = (d: number | null) => (d === null ? null : Math.round(d * 100));

const presentAdminService = (r: AdminServiceRow): AdminService => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: dollars(r.price_cents),
  duration: r.duration_min,
  cleanup: r.cleanup_min,
  bookableOnline: r.bookable_online,
  retired: r.retired_at !== null,
  sortOrder: r.sort_order,
  barbers: (r.barbers ?? []).map((b) => ({ barberId: b.barber_id, price: dollars(b.price_cents) })),
  translations: r.translations ?? {},
});
/** A barber as the owner edits it (shared/schemas/admin-barbers.ts#AdminBarber), with its photo's URL. */
export const presentAdminBarber = (r: AdminBarberRow): AdminBarber => ({
  id: r.id,
  name: r.name,
  title: r.title,
  bio: r.bio,
  rating: ratingText(r.rating),
  active: r.active,
  sortOrder: r.sort_order,
  photoUrl: r.photo_hash ? imageUrl(r.photo_hash) : null,
  translations: r.translations ?? {},
});

/** Every barber who performs the service (active or not), with their own price. */
const ALL_SERVICE_BARBERS = `(
  select coalesce(json_agg(json_build_object('barber_id', sb.barber_id, 'price_cents', sb.price_cents) order by b.sort_order, b.id), '[]')
    from service_barbers sb join barbers b on b.id = sb.barber_id
   where sb.service_id = services.id) as barbers`;
/** The active ones, as the public list shows them. */
const ACTIVE_SERVICE_BARBERS = `(
  select coalesce(json_agg(json_build_object('id', b.id, 'price_cents', sb.price_cents) order by b.sort_order, b.id), '[]')
    from service_barbers sb join barbers b on b.id = sb.barber_id and b.active
   where sb.service_id = services.id) as barbers`;

export type ServiceRowInput = {
  name: string;
  description: string;
  priceCents: number | null;
  durationMin: number;
  cleanupMin: number;
  bookableOnline: boolean;
  sortOrder: number;
  translations: Record<string, Record<string, string>>;
};
export type BarberRowInput = {
  name: string;
  title: string;
  bio: string;
  sortOrder: number;
  translations: Record<string, Record<string, string>>;
  rating: number | null;
};

/** The owner's side of services, barbers and hours (docs/decisions/041-back-office.md). */
export function backOfficeCatalogueRepository(db: Db) {
  const adminServices = () =>
    db('services').select([
      'id',
      'name',
      'description',
      'price_cents',
      'duration_min',
      'cleanup_min',
      'bookable_online',
      'retired_at',
      'sort_order',
      'translations',
      db.raw(ALL_SERVICE_BARBERS),
    ]);
  const adminBarbers = () =>
    db('barbers')
      .leftJoin('images', 'images.id', 'barbers.photo_image_id')
      .select([
        'barbers.id',
        'barbers.name',
        'barbers.title',
        'barbers.bio',
        'barbers.rating',
        'barbers.active',
        'barbers.sort_order',
        'barbers.translations',
        'images.hash as photo_hash',
      ]);
  return {
    /** The desk's list (walk-ins): live services, staff-only ones too, in the public shape. */
    async listDeskServices(lang: Lang = 'en'): Promise<Service[]> {
      const rows = await db('services')
        .select(['id', 'name', 'description', 'price_cents', 'duration_min', 'translations', db.raw(ACTIVE_SERVICE_BARBERS)])
        .whereNull('retired_at')
        .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map((r) => presentService(r, lang));
    },
    async listServices(): Promise<AdminService[]> {
      const rows: AdminServiceRow[] = await adminServices().orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map(presentAdminService);
    },
    async findService(id: number): Promise<AdminService | undefined> {
      const row: AdminServiceRow | undefined = await adminServices().where({ id }).first();
      return row && presentAdminService(row);
    },
    async nextServiceSortOrder(): Promise<number> {
      const row = await db('services').max('sort_order as m').first<{ m: number | null }>();
      return (row?.m ?? -1) + 1;
    },
    async insertService(s: ServiceRowInput): Promise<number> {
      const [row] = await db('services')
        .insert({
          name: s.name,
          description: s.description,
          price_cents: s.priceCents,
          duration_min: s.durationMin,
          cleanup_min: s.cleanupMin,
          bookable_online: s.bookableOnline,
          sort_order: s.sortOrder,
          translations: JSON.stringify(s.translations),
        })
        .returning('id');
      return row.id as number;
    },
    async updateService(id: number, s: Partial<ServiceRowInput>): Promise<void> {
      const patch: Record<string, unknown> = {};
      if (s.name !== undefined) patch.name = s.name;
      if (s.description !== undefined) patch.description = s.description;
      if (s.priceCents !== undefined) patch.price_cents = s.priceCents;
      if (s.durationMin !== undefined) patch.duration_min = s.durationMin;
      if (s.cleanupMin !== undefined) patch.cleanup_min = s.cleanupMin;
      if (s.bookableOnline !== undefined) patch.bookable_online = s.bookableOnline;
      if (s.sortOrder !== undefined) patch.sort_order = s.sortOrder;
      if (s.translations !== undefined) patch.translations = JSON.stringify(s.translations);
      if (Object.keys(patch).length > 0) await db('services').where({ id }).update(patch);
    },
    async retireService(id: number, now: Date): Promise<void> {
      await db('services').where({ id }).whereNull('retired_at').update({ retired_at: now });
    },
    /** Replaces who performs the service. */
    async setServiceBarbers(serviceId: number, list: { barberId: number; priceCents: number | null }[]): Promise<void> {
      await db('service_barbers').where({ service_id: serviceId }).delete();
      if (list.length > 0) {
        await db('service_barbers').insert(list.map((b) => ({ service_id: serviceId, barber_id: b.barberId, price_cents: b.priceCents })));
      }
    },
    /** Every active barber performs the service at its price. */
    async assignActiveBarbers(serviceId: number): Promise<void> {
      await db.raw('insert into service_barbers (service_id, barber_id) select ?, id from barbers where active on conflict do nothing', [
        serviceId,
      ]);
    },
    /** The barber performs every live service at its price. */
    async assignLiveServices(barberId: number): Promise<void> {
      await db.raw(
        'insert into service_barbers (service_id, barber_id) select id, ? from services where retired_at is null on conflict do nothing',
        [barberId],
      );
    },
    /** The ids among `ids` that name barbers. */
    async existingBarberIds(ids: number[]): Promise<Set<number>> {
      const rows: { id: number }[] = await db('barbers').whereIn('id', ids).select('id');
      return new Set(rows.map((r) => r.id));
    },

    async listBarbers(): Promise<AdminBarber[]> {
      const rows: AdminBarberRow[] = await adminBarbers().orderBy([{ column: 'barbers.sort_order' }, { column: 'barbers.id' }]);
      return rows.map(presentAdminBarber);
    },
    async findBarber(id: number): Promise<AdminBarber | undefined> {
      const row: AdminBarberRow | undefined = await adminBarbers().where('barbers.id', id).first();
      return row && presentAdminBarber(row);
    },
    async nextBarberSortOrder(): Promise<number> {
      const row = await db('barbers').max('sort_order as m').first<{ m: number | null }>();
      return (row?.m ?? -1) + 1;
    },
    async insertBarber(b: BarberRowInput): Promise<number> {
      const [row] = await db('barbers')
        .insert({
          name: b.name,
          title: b.title,
          bio: b.bio,
          sort_order: b.sortOrder,
          translations: JSON.stringify(b.translations),
          rating: b.rating,
        })
        .returning('id');
      return row.id as number;
    },
    async updateBarber(id: number, b: Partial<BarberRowInput> & { active?: boolean }): Promise<void> {
      const patch: Record<string, unknown> = {};
      if (b.name !== undefined) patch.name = b.name;
      if (b.title !== undefined) patch.title = b.title;
      if (b.bio !== undefined) patch.bio = b.bio;
      if (b.sortOrder !== undefined) patch.sort_order = b.sortOrder;
      if (b.translations !== undefined) patch.translations = JSON.stringify(b.translations);
      if (b.active !== undefined) patch.active = b.active;
      if (b.rating !== undefined) patch.rating = b.rating;
      if (Object.keys(patch).length > 0) await db('barbers').where({ id }).update(patch);
    },

    /** A barber's weekly hours, by weekday and start. */
    async hours(barberId: number): Promise<WeeklyHours> {
      const rows: { weekday: number; start_time: string; end_time: string }[] = await db('barber_hours')
        .where({ barber_id: barberId })
        .select('weekday', 'start_time', 'end_time')
        .orderBy([{ column: 'weekday' }, { column: 'start_time' }]);
      return rows.map((r) => ({ weekday: Number(r.weekday), start: clockTime(String(r.start_time)), end: clockTime(String(r.end_time)) }));
    },
    async replaceHours(barberId: number, list: HoursInterval[]): Promise<void> {
      await db('barber_hours').where({ barber_id: barberId }).delete();
      if (list.length > 0) {
        await db('barber_hours').insert(
          list.map((h) => ({ barber_id: barberId, weekday: h.weekday, start_time: h.start, end_time: h.end })),
        );
      }
    },
  };
}
