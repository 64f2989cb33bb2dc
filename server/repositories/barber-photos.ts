import type { Db } from '../db/connect';
import type { AdminBarber } from '#shared/schemas/back-office';
import { imageUrl } from './catalogue';

type Row = {
  id: number; name: string; title: string; rating: number | string; bio: string; active: boolean; sort_order: number;
  translations: Record<string, Record<string, string>> | null; photo_hash: string | null;
};

/** A barber as the owner edits it (shared/schemas/back-office.ts#AdminBarber), with its photo's URL. */
export const presentBarberWithPhoto = (r: Row): AdminBarber => ({
  id: r.id,
  name: r.name,
  title: r.title,
  bio: r.bio,
  rating: Number(r.rating).toFixed(1),
  active: r.active,
  sortOrder: r.sort_order,
  photoUrl: r.photo_hash ? imageUrl(r.photo_hash) : null,
  translations: r.translations ?? {},
});

/** A barber's uploaded photo (`barbers.photo_image_id`). */
export function barberPhotosRepository(db: Db) {
  return {
    /** The barber (active or not) with its photo, or undefined; `forUpdate` locks the row in the caller's transaction. */
    async barberWithPhoto(id: number, opts: { forUpdate?: boolean } = {}): Promise<AdminBarber | undefined> {
      const q = db('barbers')
        .leftJoin('images', 'images.id', 'barbers.photo_image_id')
        .where('barbers.id', id)
        .first<Row | undefined>([
          'barbers.id', 'barbers.name', 'barbers.title', 'barbers.rating', 'barbers.bio', 'barbers.active', 'barbers.sort_order',
          'barbers.translations', 'images.hash as photo_hash',
        ]);
      if (opts.forUpdate) q.forUpdate('barbers');
      const row = await q;
      return row && presentBarberWithPhoto(row);
    },
    async setPhoto(barberId: number, imageId: number): Promise<void> {
      await db('barbers').where({ id: barberId }).update({ photo_image_id: imageId });
    },
  };
}
