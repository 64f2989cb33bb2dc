import Router from '@koa/router';
import { IdParams } from '#shared/schemas/common';
import { notFound } from '../errors';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { catalogueRepository } from '../repositories/catalogue';

/** `/api/services`: the public list of services and one service. */
export function serviceRoutes({ db }: AppDeps) {
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
  return router;
}
