import Router from '@koa/router';
import { shopDate } from '../../shared/domain/shop-time';
import { AdminAppointmentQuery, AppointmentUpdateInput } from '../../shared/schemas/admin-appointment';
import { IdParams } from '../../shared/schemas/common';
import { WalkInInput } from '../../shared/schemas/walk-in';
import type { AppDeps } from '../deps';
import { addWalkIn } from '../commands/add-walk-in';
import { cancelAppointment, moveAppointment } from '../commands/change-appointment';
import { dbOf, idempotent } from '../middleware/idempotency';
import { requireStaff } from '../middleware/require-staff';
import { answeredAppointmentDays, scheduleChanged } from '../middleware/schedule-changed';
import { valid, validate } from '../middleware/validate';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';

/**
 * Staff appointment endpoints (shared/schemas/admin-appointment.ts, walk-in.ts): the list with its
 * filters, walk-ins, cancel and move. Writes honour Idempotency-Key.
 */
export function adminAppointmentRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const router = new Router();

  router.get('/appointments', requireStaff(), validate('query', AdminAppointmentQuery), async function listAppointments(ctx) {
    const q = valid(ctx, 'query', AdminAppointmentQuery);
    const date = q.date === 'today' ? shopDate(now()) : q.date;
    ctx.body = await adminAppointmentsRepository(db).list({ date, barberId: q.barberId });
  });

  router.post('/appointments/walk-in', requireStaff(), scheduleChanged(deps.scheduleCache, answeredAppointmentDays), idempotent(deps), validate('body', WalkInInput), async function walkIn(ctx) {
    ctx.status = 201;
    ctx.body = await addWalkIn(dbOf(ctx, db), now(), valid(ctx, 'body', WalkInInput));
  });

  // A move's answer names only the new date: every day is dropped.
  router.patch('/appointments/:id', requireStaff(), scheduleChanged(deps.scheduleCache), idempotent(deps), validate('params', IdParams), validate('body', AppointmentUpdateInput),
    async function moveOne(ctx) {
      ctx.body = await moveAppointment(dbOf(ctx, db), now(), valid(ctx, 'params', IdParams).id, valid(ctx, 'body', AppointmentUpdateInput));
    });

  router.delete('/appointments/:id', requireStaff(), scheduleChanged(deps.scheduleCache, answeredAppointmentDays), idempotent(deps), validate('params', IdParams), async function cancelOne(ctx) {
    ctx.body = await cancelAppointment(dbOf(ctx, db), now(), valid(ctx, 'params', IdParams).id);
  });
  return router;
}
