import type { Context, Next } from 'koa';
import { AppError } from '../errors';
import { appointmentDays, type ScheduleCache } from '../queries/schedule-cache';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The days an answer naming one appointment (`appointmentDate`) changed; '*' when it names none. */
export function answeredAppointmentDays(ctx: Context): readonly string[] | '*' {
  const date = (ctx.body as { appointmentDate?: unknown } | undefined)?.appointmentDate;
  return typeof date === 'string' && ISO_DATE.test(date) ? appointmentDays(date) : '*';
}

/**
 * Placed before a write route's other middleware (so before `idempotent()`, whose transaction has
 * committed by the time `next()` returns): drops the changed days from this process's schedule cache
 * at once, so the writer's next availability read sees its own change (other processes hear of it
 * through NOTIFY). A 4xx refusal changed nothing; anything else unexpected drops every day.
 */
export function scheduleChanged(cache: ScheduleCache | undefined, days: (ctx: Context) => readonly string[] | '*' = () => '*') {
  return async function forgetChangedDays(ctx: Context, next: Next) {
    if (!cache) return next();
    try {
      await next();
    } catch (err) {
      if (!(err instanceof AppError && err.status < 500)) cache.forget('*');
      throw err;
    }
    cache.forget(ctx.status < 300 ? days(ctx) : ctx.status >= 500 ? '*' : []);
  };
}
