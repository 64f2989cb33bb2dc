import Router from '@koa/router';
import type { Context } from 'koa';
import { IMAGE_LIMITS } from '#shared/schemas/back-office';
import { IdParams } from '#shared/schemas/common';
import type { AppDeps } from '../deps';
import { AppError, badRequest, notFound } from '../errors';
import { ImageRejected, processImage } from '../images/pipeline';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { readRawBody } from '../payments/raw-body';
import { auditLogRepository } from '../repositories/audit-log';
import { barberPhotosRepository } from '../repositories/barber-photos';
import { imagesRepository } from '../repositories/images';
import { say } from '../i18n/say';

export const NOT_AN_IMAGE_TYPE = 'Send the photo itself as the request body, with an image Content-Type (image/jpeg, image/png, image/webp, …).';

/** The upload's bytes, at most IMAGE_LIMITS.maxBytes (more is the same 400 the pipeline gives). */
export async function photoBytes(ctx: Context): Promise<Buffer> {
  try {
    return await readRawBody(ctx, IMAGE_LIMITS.maxBytes);
  } catch (err) {
    if (err instanceof AppError && err.status === 413) {
      throw new ImageRejected('too_large', `This photo is larger than the limit of ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB.`);
    }
    throw err;
  }
}

/**
 * `PUT /api/barbers/:id/photo` (owner): the photo's bytes as the body (`Content-Type: image/*`, not
 * JSON, so the API's JSON parser leaves it alone). The pipeline (server/images/pipeline.ts) runs
 * before the transaction; then, in one, the image is stored (once per content hash), set as the
 * barber's photo and the change audited. Answers the barber as the back office shows it.
 */
export function barberPhotoRoutes({ db, now }: AppDeps) {
  const router = new Router();
  router.put('/barbers/:id/photo', requireOwner(), validate({ params: IdParams }, async function uploadBarberPhoto(ctx) {
    const { id } = ctx.input.params;
    if (!ctx.request.type.toLowerCase().startsWith('image/')) throw badRequest(NOT_AN_IMAGE_TYPE);
    if (!(await barberPhotosRepository(db).barberWithPhoto(id))) throw notFound('Barber not found');
    const image = await processImage(await photoBytes(ctx));
    const actor = currentStaff(ctx);
    ctx.body = await db.transaction(async (trx) => {
      const photos = barberPhotosRepository(trx);
      const before = await photos.barberWithPhoto(id, { forUpdate: true });
      if (!before) throw notFound('Barber not found');
      await photos.setPhoto(id, await imagesRepository(trx).store(image));
      const after = (await photos.barberWithPhoto(id))!;
      await auditLogRepository(trx).record({
        actor,
        at: now(),
        action: 'barber.photo',
        entity: 'barber',
        entityId: id,
        summary: say('history.photo', { name: after.name, width: image.width, height: image.height }),
        before: { photoUrl: before.photoUrl },
        after: { photoUrl: after.photoUrl },
      });
      return after;
    });
  }));
  return router;
}
