import Router from '@koa/router';
import { AppointmentInput } from '../../shared/schemas/appointment';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import { valid, validate } from '../middleware/validate';
import type { AppDeps } from '../app';
import { createBooking } from '../commands/create-booking';
import { answeredAppointmentDays, scheduleChanged } from '../middleware/schedule-changed';

/** Public booking (the /book wizard's Confirm step), rate-limited per address. */
export function appointmentRoutes({ db, config, now, scheduleCache }: AppDeps) {
  const router = new Router();
  const limitBooking = rateLimit('booking', PUBLIC_LIMITS.booking, config.rateLimits);

  router.post('/appointments', limitBooking, scheduleChanged(scheduleCache, answeredAppointmentDays), validate('body', AppointmentInput), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createBooking(db, now(), valid(ctx, 'body', AppointmentInput));
  });
  return router;
}
