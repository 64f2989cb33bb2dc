import Router from '@koa/router';
import { ClientInput, EmailParams } from '../../shared/schemas/client';
import { notFound } from '../errors';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { createClient } from '../commands/create-client';
import { clientsRepository, presentLookup } from '../repositories/clients';

/** Public client endpoints of the booking flow, rate-limited per address. */
export function clientRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  const limitLookup = rateLimit(db, 'client-lookup', PUBLIC_LIMITS.clientLookup, config.rateLimits);
  const limitCreate = rateLimit(db, 'client-create', PUBLIC_LIMITS.clientCreate, config.rateLimits);

  router.get('/clients/by-email/:email', limitLookup, validate({ params: EmailParams }, async (ctx) => {
    const client = await clientsRepository(db).findByEmail(ctx.input.params.email);
    if (!client) throw notFound('No client with this email');
    ctx.body = presentLookup(client);
  }));

  router.post('/clients', limitCreate, validate({ body: ClientInput }, async (ctx) => {
    ctx.status = 201;
    ctx.body = await createClient(db, now(), ctx.input.body);
  }));
  return router;
}
