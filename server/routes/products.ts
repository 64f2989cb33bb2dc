import Router from '@koa/router';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import { IdParams } from '#shared/schemas/common';
import { ProductCreateInput, ProductListQuery, ProductPatchInput } from '#shared/schemas/store';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../errors';
import { processImage } from '../images/pipeline';
import { currentStaff, requireOwner, requireStaff } from '../middleware/require-staff';
import { storeProductsRepository } from '../repositories/store-products';
import { createProduct, retireProduct, updateProduct } from '../commands/store-products';
import { releaseAbandonedNow } from '../commands/store-stock';
import { setProductImage } from '../commands/photos';
import { NOT_AN_IMAGE_TYPE, photoBytes } from './barber-photos';
import { requestLang } from '../request-lang';

/**
 * `/api/products` (docs/decisions/044-store-operations.md): the store's live products with their
 * stock, all or one category, name and description in the request's language (server/request-lang.ts);
 * `?view=admin` (owner): retired ones too, with thresholds, English fields and their translations. Staff read what
 * is low; the owner adds, edits, retires products and uploads their photo. Every write is audited.
 * Reads first give back the stock of abandoned payments, so the counts shown are what can be bought.
 */
export function productRoutes({ db, now }: AppDeps) {
  const repo = storeProductsRepository(db);
  const router = new Router();
  router.get(
    '/products',
    validate({ query: ProductListQuery }, async (ctx) => {
      const { category, view } = ctx.input.query;
      if (view !== undefined && currentStaff(ctx).role !== 'owner') throw forbidden(OWNER_ONLY);
      await releaseAbandonedNow(db, now());
      ctx.body = view === 'admin' ? await repo.listAll() : await repo.listLive(category === 'all' ? undefined : category, requestLang(ctx));
    }),
  );
  router.get('/products/low-stock', requireStaff(), async function lowStock(ctx) {
    await releaseAbandonedNow(db, now());
    ctx.body = await repo.lowStock();
  });
  router.post(
    '/products',
    requireOwner(),
    validate({ body: ProductCreateInput }, async function postProduct(ctx) {
      ctx.status = 201;
      ctx.body = await createProduct(db, now(), currentStaff(ctx), ctx.input.body);
    }),
  );
  router.patch(
    '/products/:id',
    requireOwner(),
    validate({ params: IdParams, body: ProductPatchInput }, async function patchProduct(ctx) {
      ctx.body = await updateProduct(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body);
    }),
  );
  router.delete(
    '/products/:id',
    requireOwner(),
    validate({ params: IdParams }, async function deleteProduct(ctx) {
      ctx.body = await retireProduct(db, now(), currentStaff(ctx), ctx.input.params.id);
    }),
  );
  // The photo's bytes as the body, through the back office's pipeline (as PUT /api/barbers/:id/photo).
  router.put(
    '/products/:id/image',
    requireOwner(),
    validate({ params: IdParams }, async function uploadProductImage(ctx) {
      const { id } = ctx.input.params;
      if (!ctx.request.type.toLowerCase().startsWith('image/')) throw badRequest(NOT_AN_IMAGE_TYPE);
      if (!(await repo.find(id))) throw notFound('Product not found');
      const image = await processImage(await photoBytes(ctx));
      ctx.body = await setProductImage(db, now(), currentStaff(ctx), id, image);
    }),
  );
  return router;
}
