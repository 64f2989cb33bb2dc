import type { Db } from '../db/connect';
import type { AdminBarber } from '#shared/schemas/admin-barbers';
import type { AdminProduct } from '#shared/schemas/store';
import { notFound } from '../errors';
import type { ProcessedImage } from '../images/pipeline';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { barberPhotosRepository } from '../repositories/barber-photos';
import { imagesRepository } from '../repositories/images';
import { storeProductsRepository } from '../repositories/store-products';
import { say } from '../i18n/say';
import { changed } from './changes';

/**
 * `PUT /api/barbers/:id/photo` (owner), after the pipeline (server/images/pipeline.ts): in one
 * transaction the image is stored (once per content hash), set as the barber's photo and the change
 * audited. Answers the barber as the back office shows it; 404 when there is none.
 */
export async function setBarberPhoto(db: Db, now: Date, actor: Actor, id: number, image: ProcessedImage): Promise<AdminBarber> {
  changed({ catalogue: true });
  return db.transaction(async (trx) => {
    const photos = barberPhotosRepository(trx);
    const before = await photos.barberWithPhoto(id, { forUpdate: true });
    if (!before) throw notFound('Barber not found');
    await photos.setPhoto(id, await imagesRepository(trx).store(image));
    const after = (await photos.barberWithPhoto(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'barber.photo',
      entity: 'barber',
      entityId: id,
      summary: say('history.photo', { name: after.name, width: image.width, height: image.height }),
      before: { photoUrl: before.photoUrl },
      after: { photoUrl: after.photoUrl },
    });
    return after;
  });
}

/** `PUT /api/products/:id/image` (owner): the same for a product of the store; 404 when there is none. */
export async function setProductImage(db: Db, now: Date, actor: Actor, id: number, image: ProcessedImage): Promise<AdminProduct> {
  return db.transaction(async (trx) => {
    const products = storeProductsRepository(trx);
    const before = await products.find(id, { forUpdate: true });
    if (!before) throw notFound('Product not found');
    await products.setImage(id, await imagesRepository(trx).store(image), now);
    const after = (await products.find(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'product.image',
      entity: 'product',
      entityId: id,
      summary: say('history.photo', { name: after.name, width: image.width, height: image.height }),
      before: { image: before.image },
      after: { image: after.image },
    });
    return after;
  });
}
