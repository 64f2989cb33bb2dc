import { lockDayShared } from '../repositories/schedule-locks';
import type { Knex } from 'knex';
import { checkSlot, type SlotProblem } from '#shared/domain/slots';
import { shopDate, shopInstant, toMinutes } from '#shared/domain/shop-time';
import { RETIRED_SERVICE_MESSAGE } from '#shared/schemas/back-office';
import { AppError, badRequest, conflict, fieldError } from '../errors';
import { scheduleRepository, type BookableService, type ScheduleBarber } from '../repositories/schedule';
import { closedMessage, unknownOrNotPerforming } from './create-booking';
import { say } from '../i18n/say';

type StaffProblem = Exclude<SlotProblem, 'taken' | 'off_grid' | 'too_soon' | 'closed'>;

function refusal(problem: StaffProblem, barberName: string): AppError {
  switch (problem) {
    case 'sunday':
      return badRequest('The shop is closed on Sundays. Please choose another day.');
    case 'past':
      return badRequest('That day has passed. Please choose today or a later day.');
    case 'time_off':
      return conflict(say('refusal.timeOff', { barber: barberName }));
    case 'outside_hours':
      return conflict(say('refusal.outsideHours', { barber: barberName }));
    case 'blocked':
      return conflict(say('refusal.blocked', { barber: barberName }));
  }
}

/**
 * The rules a staff-made time (walk-in or move) must meet, checked against the barber's hours, time
 * off and the blocks: the service not retired (staff-only services are fine), the barber one who
 * performs it, the shop not closed that day (400 naming the closure), not a Sunday, not a day before
 * today (shop time; an earlier time today is fine: the client is in the chair), any minute (not only
 * the booking grid, no minimum notice), the service itself inside the barber's hours (its clean-up may
 * run past closing), no block over the service or its clean-up. Overlaps are left to the exclusion
 * constraint (the `slot_taken` 409). Answers the service (price, duration, clean-up) and the barber
 * (name and own price).
 */
export async function checkStaffSlot(
  trx: Knex.Transaction,
  now: Date,
  req: { barberId: number; serviceId: number; date: string; time: string; durationMin?: number; cleanupMin?: number },
): Promise<{ service: BookableService; barber: ScheduleBarber; barberName: string }> {
  await lockDayShared(trx, req.date);
  const { service, barbers, blocks, closure } = await scheduleRepository(trx).loadDay(req.date, req.serviceId);
  if (!service) throw fieldError('serviceId', 'No such service');
  if (service.retired) throw badRequest(RETIRED_SERVICE_MESSAGE);
  const barber = barbers.find((b) => b.id === req.barberId);
  if (!barber) throw await unknownOrNotPerforming(trx, req.barberId);
  if (closure) throw badRequest(closedMessage(req.date, closure));
  const problem = checkSlot(
    {
      date: req.date,
      barbers: barbers.map((b) => ({ ...b, appointments: [] })),
      blocks,
      durationMin: req.durationMin ?? service.durationMin,
      cleanupMin: req.cleanupMin ?? service.cleanupMin,
      stepMin: 1,
      now: shopInstant(shopDate(now)), // midnight today: earlier times today pass, earlier days do not
    },
    barber.id,
    toMinutes(req.time),
  );
  // With a 1-minute grid, off the grid means before opening or past closing.
  if (problem === 'off_grid') throw refusal('outside_hours', barber.name);
  if (problem && problem !== 'taken' && problem !== 'too_soon' && problem !== 'closed') throw refusal(problem, barber.name);
  return { service, barber, barberName: barber.name };
}
