import Router from '@koa/router';
import { z } from 'zod';
import { BarberCreateInput, BarberPatchInput, WeeklyHours } from '#shared/schemas/admin-barbers';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import { TimeOffInput } from '#shared/schemas/days-off';
import { Id, IdParams } from '#shared/schemas/common';
import { shopDate } from '#shared/domain/shop-time';
import { forbidden, notFound } from '../errors';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { createBarber, deactivateBarber, replaceHours, updateBarber } from '../commands/catalogue-admin';
import { addTimeOff, removeTimeOff } from '../commands/days-off';
import { currentStaff, requireOwner, requireStaff } from '../middleware/require-staff';
import { backOfficeCatalogueRepository } from '../repositories/back-office-catalogue';
import { catalogueRepository } from '../repositories/catalogue';
import { requestLang } from '../request-lang';
import { timeOffRepository } from '../repositories/closures';

const ListQuery = z.object({ view: z.literal('admin', { message: 'view must be admin' }).optional() });
const TimeOffParams = z.object({ id: Id, timeOffId: Id });

/**
 * `/api/barbers` (docs/decisions/041-back-office.md): the public list (active barbers) and one barber,
 * title and bio in the request's language (server/request-lang.ts); `?view=admin` (owner: inactive
 * too, English fields and their translations). The owner adds, edits, deactivates (409 while they have upcoming
 * appointments) and reactivates barbers, sets their weekly hours and their time off (409 over live
 * appointments); staff read hours and time off. Each write is audited and changes availability.
 */
export function barberRoutes({ db, now }: AppDeps) {
  const repo = catalogueRepository(db);
  const admin = backOfficeCatalogueRepository(db);
  const router = new Router();
  const barberOr404 = async (id: number) => {
    if (!(await repo.barberExists(id))) throw notFound('Barber not found');
  };

  router.get(
    '/barbers',
    validate({ query: ListQuery }, async (ctx) => {
      if (ctx.input.query.view === undefined) {
        ctx.body = await repo.listBarbers(requestLang(ctx));
        return;
      }
      if (currentStaff(ctx).role !== 'owner') throw forbidden(OWNER_ONLY);
      ctx.body = await admin.listBarbers();
    }),
  );
  router.get(
    '/barbers/:id',
    validate({ params: IdParams }, async (ctx) => {
      const barber = await repo.findBarber(ctx.input.params.id, requestLang(ctx));
      if (!barber) throw notFound('Barber not found');
      ctx.body = barber;
    }),
  );
  router.post(
    '/barbers',
    requireOwner(),
    validate({ body: BarberCreateInput }, async function postBarber(ctx) {
      ctx.status = 201;
      ctx.body = await createBarber(db, now(), currentStaff(ctx), ctx.input.body);
    }),
  );
  router.patch(
    '/barbers/:id',
    requireOwner(),
    validate({ params: IdParams, body: BarberPatchInput }, async function patchBarber(ctx) {
      ctx.body = await updateBarber(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body);
    }),
  );
  router.delete(
    '/barbers/:id',
    requireOwner(),
    validate({ params: IdParams }, async function deleteBarber(ctx) {
      ctx.body = await deactivateBarber(db, now(), currentStaff(ctx), ctx.input.params.id);
    }),
  );

  router.get(
    '/barbers/:id/hours',
    requireStaff(),
    validate({ params: IdParams }, async function getHours(ctx) {
      await barberOr404(ctx.input.params.id);
      ctx.body = await admin.hours(ctx.input.params.id);
    }),
  );
  router.put(
    '/barbers/:id/hours',
    requireOwner(),
    validate({ params: IdParams, body: WeeklyHours }, async function putHours(ctx) {
      ctx.body = await replaceHours(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body);
    }),
  );

  router.get(
    '/barbers/:id/time-off',
    requireStaff(),
    validate({ params: IdParams }, async function listTimeOff(ctx) {
      await barberOr404(ctx.input.params.id);
      ctx.body = await timeOffRepository(db).listFrom(ctx.input.params.id, shopDate(now()));
    }),
  );
  router.post(
    '/barbers/:id/time-off',
    requireOwner(),
    validate({ params: IdParams, body: TimeOffInput }, async function postTimeOff(ctx) {
      ctx.status = 201;
      ctx.body = await addTimeOff(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body);
    }),
  );
  router.delete(
    '/barbers/:id/time-off/:timeOffId',
    requireOwner(),
    validate({ params: TimeOffParams }, async function deleteTimeOff(ctx) {
      await removeTimeOff(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.params.timeOffId);
      ctx.status = 204;
    }),
  );
  return router;
}
