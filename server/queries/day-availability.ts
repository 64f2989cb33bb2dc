import type { Db } from '../db/connect';
import { computeSlots, withoutAppointment, type DayAvailability, type OwnSlot } from '#shared/domain/slots';
import { CALL_THE_SHOP_MESSAGE } from '#shared/schemas/appointment';
import type { AvailabilityQuery } from '#shared/schemas/availability';
import { RETIRED_SERVICE_MESSAGE, STAFF_ONLY_SERVICE_MESSAGE } from '#shared/schemas/admin-services';
import { badRequest, notFound } from '../errors';
import { scheduleRepository } from '../repositories/schedule';
import type { ScheduleCache } from './schedule-cache';

/**
 * One service's availability on one day, by the shared slot rules. Unknown service: 404. A retired or
 * staff-only service, or one priced by phone, cannot be booked online: 400 saying so. A past day, a
 * Sunday or a closure is an ordinary answer with nothing available. Only the barbers who perform the
 * service are listed (a barber on time off with no slots); the shop's slot step and minimum notice
 * shape the grid, and the service's clean-up keeps the barber busy after it. With a cache, the day's
 * raw schedule may come from it; the slots are always computed here, with this request's `now` (past
 * slots never offered). `ignore`: one live appointment counts as free (the manage page's own appointment).
 */
export async function dayAvailability(
  db: Db,
  now: Date,
  q: AvailabilityQuery,
  cache?: ScheduleCache,
  opts: { ignore?: OwnSlot } = {},
): Promise<DayAvailability> {
  const load = () => scheduleRepository(db).loadDay(q.date, q.serviceId);
  const { service, barbers, blocks, closure, rules } = await (cache ? cache.day(q.date, q.serviceId, load) : load());
  if (!service) throw notFound('Service not found');
  if (service.retired) throw badRequest(RETIRED_SERVICE_MESSAGE);
  if (!service.bookableOnline) throw badRequest(STAFF_ONLY_SERVICE_MESSAGE);
  if (service.priceCents === null) throw badRequest(CALL_THE_SHOP_MESSAGE);
  return computeSlots({
    date: q.date,
    barbers: opts.ignore ? withoutAppointment(barbers, q.date, opts.ignore) : barbers,
    blocks,
    closed: closure,
    durationMin: service.durationMin,
    cleanupMin: service.cleanupMin,
    stepMin: rules.slotStepMinutes,
    minNoticeMin: rules.minNoticeMinutes,
    now,
  });
}
