import type { Context, Next } from 'koa';
import { AppError } from '../errors';
import { withChanges, type Changed } from '../commands/changes';
import { appointmentDays, type ScheduleCache } from '../queries/schedule-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The days of the schedule cache to drop for these changes: the appointments' days, or every day. */
export function daysToForget(changes: readonly Changed[]): readonly string[] | '*' {
  if (changes.some((c) => c.barbers || c.schedule || c.catalogue)) return '*';
  return [...new Set(changes.flatMap((c) => (c.days ?? []).flatMap(appointmentDays)))];
}

/**
 * The one place a write turns into cache invalidation and page refresh (docs/decisions/062-server-layers.md),
 * mounted once around every API route: the commands a write request runs say what they changed
 * (`changed()` in commands/changes.ts); after the route has answered (its transaction committed),
 * those days are dropped from this process's schedule cache at once, so the writer's next read sees
 * its own change, and every day when the catalogue, a barber or the schedule's rules changed, which
 * also drops the pre-rendered pages (middleware/prerender.ts follows the cache). Other processes hear
 * of it through the database's NOTIFY. A 4xx refusal changed nothing; a 5xx or anything unexpected
 * drops every day. No route names the cache.
 */
export function forgetWhatChanged(cache: ScheduleCache | undefined) {
  return async function forgetChangedDays(ctx: Context, next: Next) {
    if (!cache || READS.has(ctx.method)) return next();
    const changes: Changed[] = [];
    try {
      await withChanges(changes, next);
    } catch (err) {
      if (!(err instanceof AppError && err.status < 500)) cache.forget('*');
      throw err;
    }
    if (ctx.status >= 500) return cache.forget('*');
    if (ctx.status >= 300) return;
    const days = daysToForget(changes);
    if (days === '*' || days.length > 0) cache.forget(days);
  };
}
