import Router from '@koa/router';
import type { Middleware } from 'koa';
import { shopDate } from '#shared/domain/shop-time';
import { AdminAppointmentQuery, AppointmentUpdateInput, CancelInput, StatusCorrectionInput } from '#shared/schemas/admin-appointment';
import { AppointmentInput } from '#shared/schemas/appointment';
import { IdParams } from '#shared/schemas/common';
import { WalkInInput } from '#shared/schemas/walk-in';
import type { AppDeps } from '../deps';
import { addWalkIn } from '../commands/add-walk-in';
import { cancelAppointment, correctStatus, moveAppointment } from '../commands/change-appointment';
import { requestLang } from '../request-lang';
import { createBooking } from '../commands/create-booking';
import { dailyBookingLimit } from '../middleware/daily-booking-limit';
import { idempotent } from '../middleware/idempotency';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { notifySettings } from '../notifications/settings';

/**
 * `/api/appointments`. Public booking (the /book wizard's Confirm step): per-address limits
 * (10 minutes and per day), an optional Idempotency-Key (a retry after a lost answer gets the same
 * answer and books nothing), the horizon and the per-client cap (docs/decisions/025-booking-limits.md).
 * Staff only (shared/schemas/admin-appointment.ts, walk-in.ts): the list with its filters, walk-ins,
 * cancel, move and the status correction of a visit that has begun; those writes honour Idempotency-Key too.
 */
export function appointmentRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const router = new Router();
  const limitBooking = rateLimit(db, 'booking', PUBLIC_LIMITS.booking, config.rateLimits);
  const limitPerDay = dailyBookingLimit(db, config.booking.maxPerAddressPerDay, now, config.rateLimits);
  // The link key is read (and kept by loadLinkKey) before the key's transaction takes its connection, so
  // notifySettings inside it needs no second one: read inside, 10 first bookings at a fresh process held
  // all 10 pool connections and waited 15 s for an 11th (docs/decisions/072-production-proof.md).
  const settingsFirst: Middleware = async (_ctx, next) => {
    await notifySettings(deps);
    await next();
  };
  const rules = { horizonDays: config.booking.horizonDays, maxPerClient: config.rateLimits ? config.booking.maxPerClient : undefined };

  router.post(
    '/appointments',
    limitBooking,
    limitPerDay,
    settingsFirst,
    idempotent(deps, { body: AppointmentInput }, async (tx, ctx) => {
      ctx.status = 201;
      // The client's messages follow the language they booked in (?lang=, the lang cookie, Accept-Language).
      const booked = await createBooking(tx, now(), ctx.input.body, rules, await notifySettings(deps), requestLang(ctx));
      // The success screen says whether a confirmation email is on its way (docs/decisions/069-visitor-never-stuck.md).
      ctx.body = { ...booked, confirmationEmail: config.notify.smtpUrl !== undefined };
    }),
  );

  router.get(
    '/appointments',
    requireStaff(),
    validate({ query: AdminAppointmentQuery }, async function listAppointments(ctx) {
      const q = ctx.input.query;
      const today = shopDate(now());
      const day = (d: string | undefined) => (d === 'today' ? today : d);
      const filters = { date: day(q.date), from: day(q.from), before: day(q.before), barberId: q.barberId, order: q.order };
      const repo = adminAppointmentsRepository(db);
      // Without a limit, the whole list as it always was; with one, a page (shared/schemas/admin-appointment.ts).
      ctx.body = q.limit === undefined ? await repo.list(filters) : await repo.page({ ...filters, limit: q.limit, offset: q.offset ?? 0 });
    }),
  );

  router.post(
    '/appointments/walk-in',
    requireStaff(),
    settingsFirst,
    idempotent(deps, { body: WalkInInput }, async function walkIn(tx, ctx) {
      ctx.status = 201;
      ctx.body = await addWalkIn(tx, now(), ctx.input.body, currentStaff(ctx), await notifySettings(deps));
    }),
  );

  router.patch(
    '/appointments/:id',
    requireStaff(),
    settingsFirst,
    idempotent(deps, { params: IdParams, body: AppointmentUpdateInput }, async function moveOne(tx, ctx) {
      ctx.body = await moveAppointment(tx, now(), ctx.input.params.id, ctx.input.body, currentStaff(ctx), await notifySettings(deps));
    }),
  );

  // The body is optional: what the cancellation saw (`{ seen }`), which an older app does not send.
  router.delete(
    '/appointments/:id',
    requireStaff(),
    settingsFirst,
    idempotent(deps, { params: IdParams, body: CancelInput }, async function cancelOne(tx, ctx) {
      ctx.body = await cancelAppointment(
        tx,
        now(),
        ctx.input.params.id,
        currentStaff(ctx),
        await notifySettings(deps),
        ctx.input.body.seen,
      );
    }),
  );

  // A status correction keeps the visit's place: availability is unchanged.
  router.patch(
    '/appointments/:id/status',
    requireStaff(),
    idempotent(deps, { params: IdParams, body: StatusCorrectionInput }, async function correctOne(tx, ctx) {
      ctx.body = await correctStatus(tx, now(), ctx.input.params.id, ctx.input.body, currentStaff(ctx));
    }),
  );
  return router;
}
