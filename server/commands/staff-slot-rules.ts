import { lockDayShared } from '../repositories/schedule-locks';
import type { Knex } from 'knex';
import { checkSlot, type SlotProblem } from '#shared/domain/slots';
import { shopDate, shopInstant, toMinutes } from '#shared/domain/shop-time';
import { AppError, badRequest, conflict, fieldError } from '../errors';
import { scheduleRepository, type BookableService } from '../repositories/schedule';

function refusal(problem: Exclude<SlotProblem, 'taken' | 'off_grid'>, barberName: string): AppError {
  switch (problem) {
    case 'sunday':
      return badRequest('The shop is closed on Sundays. Please choose another day.');
    case 'past':
      return badRequest('That day has passed. Please choose today or a later day.');
    case 'outside_hours':
      return conflict(`${barberName} is not working then, or the service would run past closing. Please choose another time.`);
    case 'blocked':
      return conflict(`That time is blocked for ${barberName}. Please choose another time.`);
  }
}

/**
 * The rules a staff-made time (walk-in or move) must meet, checked against the barber's hours and
 * the blocks: not a Sunday, not a day before today (shop time; an earlier time today is fine: the
 * client is in the chair), any minute (not only the booking grid), the whole service inside the
 * barber's hours, no block. Overlaps are left to the exclusion constraint (the `slot_taken` 409).
 * Answers the service (the caller's price and duration) and the barber's name.
 */
export async function checkStaffSlot(
  trx: Knex.Transaction,
  now: Date,
  req: { barberId: number; serviceId: number; date: string; time: string; durationMin?: number },
): Promise<{ service: BookableService; barberName: string }> {
  await lockDayShared(trx, req.date);
  const { service, barbers, blocks } = await scheduleRepository(trx).loadDay(req.date, req.serviceId);
  if (!service) throw fieldError('serviceId', 'No such service');
  const barber = barbers.find((b) => b.id === req.barberId);
  if (!barber) throw fieldError('barberId', 'No such barber');
  const problem = checkSlot(
    {
      date: req.date,
      barbers: barbers.map((b) => ({ ...b, appointments: [] })),
      blocks,
      durationMin: req.durationMin ?? service.durationMin,
      stepMin: 1,
      now: shopInstant(shopDate(now)), // midnight today: earlier times today pass, earlier days do not
    },
    barber.id,
    toMinutes(req.time),
  );
  // With a 1-minute grid, off the grid means before opening or past closing.
  if (problem === 'off_grid') throw refusal('outside_hours', barber.name);
  if (problem && problem !== 'taken') throw refusal(problem, barber.name);
  return { service, barberName: barber.name };
}
