import Router from '@koa/router';
import { z } from 'zod';
import { ServiceCreateInput, ServicePatchInput } from '#shared/schemas/admin-services';
import { IdParams } from '#shared/schemas/common';
import { forbidden, notFound } from '../errors';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { createService, retireService, updateService } from '../commands/catalogue-admin';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { backOfficeCatalogueRepository } from '../repositories/back-office-catalogue';
import { catalogueRepository } from '../repositories/catalogue';
import { requestLang } from '../request-lang';

const ListQuery = z.object({ view: z.enum(['desk', 'admin'], { message: 'view must be desk or admin' }).optional() });

/**
 * `/api/services` (docs/decisions/041-back-office.md): the public list (live, bookable online) and
 * one service (retired ones too: past appointments show their name), their text in the request's
 * language (server/request-lang.ts; docs/decisions/046-spanish.md); `?view=desk` (any staff
 * session: staff-only services too, for walk-ins) and `?view=admin` (owner: every service, retired
 * too, as the owner edits them: English fields and their translations). The owner creates, changes and retires services; each write is audited
 * and changes availability (services and service_barbers notify every process's schedule cache).
 */
export function serviceRoutes({ db, config, now }: AppDeps) {
  const repo = catalogueRepository(db);
  const admin = backOfficeCatalogueRepository(db);
  const router = new Router();
  router.get(
    '/services',
    validate({ query: ListQuery }, async (ctx) => {
      const { view } = ctx.input.query;
      if (view === undefined) {
        ctx.body = await repo.listServices(requestLang(ctx));
        return;
      }
      const user = currentStaff(ctx);
      if (view === 'desk') {
        ctx.body = await admin.listDeskServices(requestLang(ctx));
        return;
      }
      if (user.role !== 'owner') throw forbidden(OWNER_ONLY);
      ctx.body = await admin.listServices();
    }),
  );
  router.get(
    '/services/:id',
    validate({ params: IdParams }, async (ctx) => {
      const service = await repo.findService(ctx.input.params.id, requestLang(ctx));
      if (!service) throw notFound('Service not found');
      ctx.body = service;
    }),
  );
  router.post(
    '/services',
    requireOwner(),
    validate({ body: ServiceCreateInput }, async function postService(ctx) {
      ctx.status = 201;
      ctx.body = await createService(db, config, now(), currentStaff(ctx), ctx.input.body);
    }),
  );
  router.patch(
    '/services/:id',
    requireOwner(),
    validate({ params: IdParams, body: ServicePatchInput }, async function patchService(ctx) {
      ctx.body = await updateService(db, config, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body);
    }),
  );
  router.delete(
    '/services/:id',
    requireOwner(),
    validate({ params: IdParams }, async function deleteService(ctx) {
      ctx.body = await retireService(db, now(), currentStaff(ctx), ctx.input.params.id);
    }),
  );
  return router;
}
