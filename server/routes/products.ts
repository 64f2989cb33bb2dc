import Router from '@koa/router';
import { ProductQuery } from '#shared/schemas/catalogue';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { catalogueRepository } from '../repositories/catalogue';

/** `/api/products`: the store's products, all or one category. */
export function productRoutes({ db }: AppDeps) {
  const repo = catalogueRepository(db);
  const router = new Router();
  router.get('/products', validate({ query: ProductQuery }, async (ctx) => {
    const { category } = ctx.input.query;
    ctx.body = await repo.listProducts(category === 'all' ? undefined : category);
  }));
  return router;
}
