import Router from '@koa/router';
import { IdParams } from '#shared/schemas/common';
import { notFound } from '../errors';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { catalogueRepository } from '../repositories/catalogue';

/** `/api/barbers`: the public list of barbers and one barber. */
export function barberRoutes({ db }: AppDeps) {
  const repo = catalogueRepository(db);
  const router = new Router();
  router.get('/barbers', async (ctx) => {
    ctx.body = await repo.listBarbers();
  });
  router.get('/barbers/:id', validate({ params: IdParams }, async (ctx) => {
    const barber = await repo.findBarber(ctx.input.params.id);
    if (!barber) throw notFound('Barber not found');
    ctx.body = barber;
  }));
  return router;
}
