import Router from '@koa/router';
import { IdParams } from '#shared/schemas/common';
import { ProductQuery } from '#shared/schemas/catalogue';
import { notFound } from '../errors';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { catalogueRepository } from '../repositories/catalogue';

/** Public catalogue: services, barbers, products. */
export function catalogueRoutes({ db }: AppDeps) {
  const repo = catalogueRepository(db);
  const router = new Router();

  router.get('/services', async (ctx) => {
    ctx.body = await repo.listServices();
  });
  router.get('/services/:id', validate({ params: IdParams }, async (ctx) => {
    const service = await repo.findService(ctx.input.params.id);
    if (!service) throw notFound('Service not found');
    ctx.body = service;
  }));
  router.get('/barbers', async (ctx) => {
    ctx.body = await repo.listBarbers();
  });
  router.get('/barbers/:id', validate({ params: IdParams }, async (ctx) => {
    const barber = await repo.findBarber(ctx.input.params.id);
    if (!barber) throw notFound('Barber not found');
    ctx.body = barber;
  }));
  router.get('/products', validate({ query: ProductQuery }, async (ctx) => {
    const { category } = ctx.input.query;
    ctx.body = await repo.listProducts(category === 'all' ? undefined : category);
  }));
  return router;
}
