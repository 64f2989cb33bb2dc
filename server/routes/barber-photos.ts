import Router from '@koa/router';
import type { Context } from 'koa';
import { IMAGE_LIMITS } from '#shared/schemas/admin-barbers';
import { IdParams } from '#shared/schemas/common';
import type { AppDeps } from '../deps';
import { AppError, badRequest, notFound } from '../errors';
import { ImageRejected, processImage } from '../images/pipeline';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { readRawBody } from '../payments/raw-body';
import { barberPhotosRepository } from '../repositories/barber-photos';
import { setBarberPhoto } from '../commands/photos';

export const NOT_AN_IMAGE_TYPE =
  'Send the photo itself as the request body, with an image Content-Type (image/jpeg, image/png, image/webp, …).';

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
  router.put(
    '/barbers/:id/photo',
    requireOwner(),
    validate({ params: IdParams }, async function uploadBarberPhoto(ctx) {
      const { id } = ctx.input.params;
      if (!ctx.request.type.toLowerCase().startsWith('image/')) throw badRequest(NOT_AN_IMAGE_TYPE);
      if (!(await barberPhotosRepository(db).barberWithPhoto(id))) throw notFound('Barber not found');
      const image = await processImage(await photoBytes(ctx));
      ctx.body = await setBarberPhoto(db, now(), currentStaff(ctx), id, image);
    }),
  );
  return router;
}
