import { lockDayShared, lockNoPreferenceDay } from '../repositories/schedule-locks';
import type { Knex } from 'knex';
import type { KeyScopedDb } from '../db/connect';
import { ErrorCode } from '#shared/errors';
import { checkSlot, rankBarbersForSlot, type SlotInput, type SlotProblem } from '#shared/domain/slots';
import { shopInstant, toMinutes } from '#shared/domain/shop-time';
import { CALL_THE_SHOP_MESSAGE, type AppointmentRequest, type BookedAppointment } from '#shared/schemas/appointment';
import { AppError, badRequest, conflict, fieldError } from '../errors';
import { appointmentsRepository, slotTaken, type NewAppointment } from '../repositories/appointments';
import { scheduleRepository } from '../repositories/schedule';
import { resolveClient } from './resolve-client';
import { enforceClientCap, refuseBeyondHorizon } from './booking-limits';

/** The limits a public booking is held to: the horizon always; the per-client cap unless turned off (RATE_LIMITS=off). */
export type BookingRulesIn = { horizonDays: number; maxPerClient: number | undefined };

/** A slot rule broken by the request itself (400), or by the state of the calendar (409). */
function refusal(problem: SlotProblem, barberName: string): AppError {
  switch (problem) {
    case 'sunday':
      return badRequest('The shop is closed on Sundays. Please choose another day.');
    case 'past':
      return badRequest('That time has already passed. Please choose a later time.');
    case 'off_grid':
      return badRequest('Please choose one of the times offered for that day (every 30 minutes within working hours).');
    case 'outside_hours':
      return conflict(`${barberName || 'No barber'} is not working at that time. Please choose another time.`);
    case 'blocked':
      return conflict('That time is blocked by the shop. Please choose another time.');
    case 'taken':
      return slotTaken();
  }
}

/**
 * `POST /api/appointments`, in one transaction: the horizon, the service's price and duration, the
 * slot rules, "no preference" resolved to a barber, the client found or created, the per-client cap
 * (docs/decisions/002-booking.md, 025-booking-limits.md), the row inserted. The exclusion constraint is the last word on
 * overlaps: a lost race is the `slot_taken` 409.
 */
export async function createBooking(db: KeyScopedDb, now: Date, req: AppointmentRequest, rules: BookingRulesIn): Promise<BookedAppointment> {
  refuseBeyondHorizon(req.appointmentDate, now, rules.horizonDays);
  const id = await db.transaction(async (trx) => {
    await lockDayShared(trx, req.appointmentDate);
    if (req.barberId === null) await lockNoPreferenceDay(trx, req.appointmentDate);
    const { service, ...day } = await scheduleRepository(trx).loadDay(req.appointmentDate, req.serviceId);
    if (!service) throw fieldError('serviceId', 'No such service');
    if (service.priceCents === null) throw badRequest(CALL_THE_SHOP_MESSAGE);
    const barber = req.barberId === null ? undefined : day.barbers.find((b) => b.id === req.barberId);
    if (req.barberId !== null && !barber) throw fieldError('barberId', 'No such barber');

    const input: SlotInput = { date: req.appointmentDate, ...day, durationMin: service.durationMin, now };
    const start = toMinutes(req.appointmentTime);
    let candidates: number[];
    if (barber) {
      const problem = checkSlot(input, barber.id, start);
      if (problem) throw refusal(problem, barber.name);
      candidates = [barber.id];
    } else {
      candidates = rankBarbersForSlot(input, start);
      if (candidates.length === 0) {
        // Nobody can take it: one shared reason (Sunday, past, blocked for all, …) is named; else it is taken.
        const problems = new Set(day.barbers.map((b) => checkSlot(input, b.id, start)));
        const [only] = problems;
        throw problems.size === 1 && only ? refusal(only, '') : slotTaken();
      }
    }

    const client = await resolveClient(trx, now, req);
    if (rules.maxPerClient !== undefined) {
      await enforceClientCap(trx, { clientId: client.id, email: req.clientEmail, phone: req.clientPhone, now, max: rules.maxPerClient });
    }
    const row: Omit<NewAppointment, 'barberId'> = {
      clientId: client.id,
      serviceId: service.id,
      date: req.appointmentDate,
      time: req.appointmentTime,
      startsAt: shopInstant(req.appointmentDate, req.appointmentTime),
      durationMin: service.durationMin,
      priceCents: service.priceCents,
      status: 'confirmed',
      paymentStatus: 'pending',
      notes: req.notes ?? null,
      isWalkIn: false,
      bookedOnline: true,
      createdAt: now,
    };
    return insertFirstFree(trx, candidates, row);
  });
  return (await appointmentsRepository(db).findBooked(id))!;
}

/**
 * Tries the barbers in order, each in a savepoint: if a concurrent booking took the first choice
 * meanwhile, "no preference" falls to the next free barber instead of failing.
 */
async function insertFirstFree(
  trx: Knex.Transaction,
  barberIds: number[],
  row: Omit<NewAppointment, 'barberId'>,
): Promise<number> {
  if (barberIds.length === 1) return appointmentsRepository(trx).insert({ ...row, barberId: barberIds[0]! });
  for (const barberId of barberIds) {
    try {
      return await trx.transaction((sp) => appointmentsRepository(sp).insert({ ...row, barberId }));
    } catch (err) {
      if (!(err instanceof AppError && err.code === ErrorCode.slotTaken)) throw err;
    }
  }
  throw slotTaken();
}
