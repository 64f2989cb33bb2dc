import Router from '@koa/router';
import { shopDate } from '../../shared/domain/shop-time';
import { AdminAppointmentQuery, AppointmentUpdateInput } from '../../shared/schemas/admin-appointment';
import { IdParams } from '../../shared/schemas/common';
import { WalkInInput } from '../../shared/schemas/walk-in';
import type { AppDeps } from '../deps';
import { addWalkIn } from '../commands/add-walk-in';
import { cancelAppointment, moveAppointment } from '../commands/change-appointment';
import { idempotent } from '../middleware/idempotency';
import { requireStaff } from '../middleware/require-staff';
import { answeredAppointmentDays, scheduleChanged } from '../middleware/schedule-changed';
import { validate } from '../middleware/validate';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';

/**
 * Staff appointment endpoints (shared/schemas/admin-appointment.ts, walk-in.ts): the list with its
 * filters, walk-ins, cancel and move. Writes honour Idempotency-Key.
 */
export function adminAppointmentRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const router = new Router();

  router.get('/appointments', requireStaff(), validate({ query: AdminAppointmentQuery }, async function listAppointments(ctx) {
    const q = ctx.input.query;
    const date = q.date === 'today' ? shopDate(now()) : q.date;
    ctx.body = await adminAppointmentsRepository(db).list({ date, barberId: q.barberId });
  }));

  router.post('/appointments/walk-in', requireStaff(), scheduleChanged(deps.scheduleCache, answeredAppointmentDays), idempotent(deps, { body: WalkInInput }, async function walkIn(tx, ctx) {
    ctx.status = 201;
    ctx.body = await addWalkIn(tx, now(), ctx.input.body);
  }));

  // A move's answer names only the new date: every day is dropped.
  router.patch('/appointments/:id', requireStaff(), scheduleChanged(deps.scheduleCache), 
    idempotent(deps, { params: IdParams, body: AppointmentUpdateInput }, async function moveOne(tx, ctx) {
      ctx.body = await moveAppointment(tx, now(), ctx.input.params.id, ctx.input.body);
    }));

  router.delete('/appointments/:id', requireStaff(), scheduleChanged(deps.scheduleCache, answeredAppointmentDays), idempotent(deps, { params: IdParams }, async function cancelOne(tx, ctx) {
    ctx.body = await cancelAppointment(tx, now(), ctx.input.params.id);
  }));
  return router;
}
