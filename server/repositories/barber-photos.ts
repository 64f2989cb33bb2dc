import type { Db } from '../db/connect';
import type { AdminBarber } from '#shared/schemas/admin-barbers';
import { presentAdminBarber, type AdminBarberRow } from './back-office-catalogue';

/** A barber's uploaded photo (`barbers.photo_image_id`). */
export function barberPhotosRepository(db: Db) {
  return {
    /** The barber (active or not) with its photo, or undefined; `forUpdate` locks the row in the caller's transaction. */
    async barberWithPhoto(id: number, opts: { forUpdate?: boolean } = {}): Promise<AdminBarber | undefined> {
      const q = db('barbers')
        .leftJoin('images', 'images.id', 'barbers.photo_image_id')
        .where('barbers.id', id)
        .first<AdminBarberRow | undefined>([
          'barbers.id',
          'barbers.name',
          'barbers.title',
          'barbers.rating',
          'barbers.bio',
          'barbers.active',
          'barbers.sort_order',
          'barbers.translations',
          'images.hash as photo_hash',
        ]);
      if (opts.forUpdate) q.forUpdate('barbers');
      const row = await q;
      return row && presentAdminBarber(row);
    },
    async setPhoto(barberId: number, imageId: number): Promise<void> {
      await db('barbers').where({ id: barberId }).update({ photo_image_id: imageId });
    },
  };
}
