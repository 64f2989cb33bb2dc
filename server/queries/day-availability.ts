import type { Db } from '../db/connect';
import { computeSlots, type DayAvailability } from '#shared/domain/slots';
import { CALL_THE_SHOP_MESSAGE } from '#shared/schemas/appointment';
import type { AvailabilityQuery } from '#shared/schemas/availability';
import { badRequest, notFound } from '../errors';
import { scheduleRepository } from '../repositories/schedule';
import type { ScheduleCache } from './schedule-cache';

/**
 * One service's availability on one day, by the shared slot rules. Unknown service: 404. A service
 * priced by phone cannot be booked online: 400 with the call-the-shop message. A past day or a
 * Sunday is an ordinary answer with nothing available. With a cache, the day's raw schedule may come
 * from it; the slots are always computed here, with this request's `now` (past slots never offered).
 */
export async function dayAvailability(db: Db, now: Date, q: AvailabilityQuery, cache?: ScheduleCache): Promise<DayAvailability> {
  const load = () => scheduleRepository(db).loadDay(q.date, q.serviceId);
  const { service, barbers, blocks } = await (cache ? cache.day(q.date, q.serviceId, load) : load());
  if (!service) throw notFound('Service not found');
  if (service.priceCents === null) throw badRequest(CALL_THE_SHOP_MESSAGE);
  return computeSlots({ date: q.date, barbers, blocks, durationMin: service.durationMin, now });
}
