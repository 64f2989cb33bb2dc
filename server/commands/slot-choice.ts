import type { Db, Tx } from '../db/connect';
import { ErrorCode } from '#shared/errors';
import { checkSlot, rankBarbersForSlot, type BarberDay, type SlotInput, type SlotProblem } from '#shared/domain/slots';
import { CALL_THE_SHOP_MESSAGE } from '#shared/schemas/appointment';
import { STAFF_ONLY_SERVICE_MESSAGE } from '#shared/schemas/admin-services';
import { AppError, badRequest, conflict, fieldError } from '../errors';
import { slotTaken } from '../repositories/appointments';
import { catalogueRepository } from '../repositories/catalogue';
import type { BookableService } from '../repositories/schedule';
import { say, type Said } from '../i18n/say';

/*
 * The barber choice and slot check of the online rules, one for a public booking (create-booking.ts)
 * and a client's own move through the manage link (manage-appointment.ts); staff-made times (walk-ins,
 * moves at the desk) keep their own rules (staff-slot-rules.ts), which share the refusals below.
 */

/** A slot rule broken by the request itself (400), or by the state of the calendar (409). */
export function refusal(problem: SlotProblem, barberName: string, day: DayRules): AppError {
  switch (problem) {
    case 'closed':
      return badRequest(closedMessage(day.date, day.closure));
    case 'too_soon':
      return badRequest(`Online bookings need at least ${noticeText(day.noticeMin)} notice. Please choose a later time.`);
    case 'time_off':
      return conflict(`${barberName || 'That barber'} is off that day. Please choose another day or barber.`);
    case 'sunday':
      return badRequest('The shop is closed on Sundays. Please choose another day.');
    case 'past':
      return badRequest('That time has already passed. Please choose a later time.');
    case 'off_grid':
      return badRequest(`Please choose one of the times offered for that day (every ${day.stepMin} minutes within working hours).`);
    case 'outside_hours':
      return conflict(`${barberName || 'No barber'} is not working at that time. Please choose another time.`);
    case 'blocked':
      return conflict('That time is blocked by the shop. Please choose another time.');
    case 'taken':
      return slotTaken();
  }
}

/** The 400 for a barber outside the service's list: unknown (or inactive), or not performing it. */
export async function unknownOrNotPerforming(db: Db, barberId: number): Promise<AppError> {
  return (await catalogueRepository(db).isActiveBarber(barberId))
    ? fieldError('barberId', 'That barber does not perform this service. Please choose another barber.')
    : fieldError('barberId', 'No such barber');
}

/** "The shop is closed on Thursday, Dec 24 (Christmas Eve). …" */
export function closedMessage(date: string, closure: { reason: string } | null): Said {
  const day = { date, style: 'long' as const };
  return closure?.reason ? say('refusal.closedBecause', { day, reason: closure.reason }) : say('refusal.closed', { day });
}

const noticeText = (min: number) => (min % 60 === 0 ? `${min / 60} hour${min === 60 ? '' : 's'}'` : `${min} minutes'`);

/** What the refusals name about the day: its date, its closure, the slot step and the minimum notice. */
export type DayRules = { date: string; closure: { reason: string } | null; stepMin: number; noticeMin: number };

/** A service the online rules may book: bookable online (not staff-only) and priced (not "call the shop"). */
export function refuseUnlessBookableOnline(service: BookableService): asserts service is BookableService & { priceCents: number } {
  if (!service.bookableOnline) throw badRequest(STAFF_ONLY_SERVICE_MESSAGE);
  if (service.priceCents === null) throw badRequest(CALL_THE_SHOP_MESSAGE);
}

/**
 * The barbers to try for `start`, in order, under the online rules: the one asked for (`barberId`;
 * 400 when they are unknown or do not perform the service; the rule the time breaks for them), or
 * for "no preference" (null) the ranking of those free (none: the one reason they share, else
 * `slot_taken`). `input.barbers` are the day's barbers as the caller sees them (a moved appointment's
 * own place already left out). Answers the chosen barber too, when one was asked for.
 */
export async function chooseBarbers<B extends BarberDay>(
  trx: Db,
  input: SlotInput & { barbers: B[] },
  barberId: number | null,
  start: number,
  why: DayRules,
): Promise<{ candidates: number[]; barber: B | undefined }> {
  const barbers: B[] = input.barbers;
  const barber = barberId === null ? undefined : barbers.find((b) => b.id === barberId);
  if (barberId !== null && !barber) throw await unknownOrNotPerforming(trx, barberId);
  if (barber) {
    const problem = checkSlot(input, barber.id, start);
    if (problem) throw refusal(problem, barber.name, why);
    return { candidates: [barber.id], barber };
  }
  const candidates = rankBarbersForSlot(input, start);
  if (candidates.length === 0) {
    // Nobody can take it: one shared reason (closed, Sunday, past, blocked for all, …) is named; else it is taken.
    const problems = new Set(barbers.map((b) => checkSlot(input, b.id, start)));
    if (why.closure) problems.add('closed');
    const [only] = problems;
    throw problems.size === 1 && only ? refusal(only, '', why) : slotTaken();
  }
  return { candidates, barber: undefined };
}

/**
 * Writes with the first barber it succeeds for, each try in a savepoint when there are several: if a
 * concurrent booking took the first choice meanwhile, "no preference" falls to the next free barber
 * instead of failing (the exclusion constraint's `slot_taken`); none left is `slot_taken`.
 */
export async function firstFree<T>(trx: Tx, candidates: number[], write: (db: Db, barberId: number) => Promise<T>): Promise<T> {
  if (candidates.length === 1) return write(trx, candidates[0]!);
  for (const barberId of candidates) {
    try {
      return await trx.transaction((sp) => write(sp, barberId));
    } catch (err) {
      if (!(err instanceof AppError && err.code === ErrorCode.slotTaken)) throw err;
    }
  }
  throw slotTaken();
}
