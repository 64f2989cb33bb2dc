import { lockDayShared, lockNoPreferenceDay } from '../repositories/schedule-locks';
import type { Knex } from 'knex';
import type { Db, KeyScopedDb } from '../db/connect';
import { ErrorCode } from '#shared/errors';
import { checkSlot, rankBarbersForSlot, type SlotInput, type SlotProblem } from '#shared/domain/slots';
import { shopInstant, toMinutes } from '#shared/domain/shop-time';
import { CALL_THE_SHOP_MESSAGE, type AppointmentRequest, type BookedAppointment } from '#shared/schemas/appointment';
import { RETIRED_SERVICE_MESSAGE, STAFF_ONLY_SERVICE_MESSAGE } from '#shared/schemas/back-office';
import { AppError, badRequest, conflict, fieldError } from '../errors';
import { appointmentsRepository, slotTaken, type NewAppointment } from '../repositories/appointments';
import { catalogueRepository } from '../repositories/catalogue';
import { scheduleRepository } from '../repositories/schedule';
import { resolveClient } from './resolve-client';
import { enforceClientCap, refuseBeyondHorizon } from './booking-limits';
import { oweAppointmentMessages } from '../notifications/owe';
import { manageToken, tokenHash } from '../notifications/links';
import type { NotifySettings } from '../notifications/settings';
import { say, type Said } from '../i18n/say';
import type { Lang } from '#shared/i18n/lang';

/**
 * The limits a public booking is held to: the horizon always (the shop's booking rules; `horizonDays` is
 * the server's default, BOOKING_HORIZON_DAYS, when the owner has not set one); the per-client cap unless
 * turned off (RATE_LIMITS=off).
 */
export type BookingRulesIn = { horizonDays: number; maxPerClient: number | undefined };

/** A slot rule broken by the request itself (400), or by the state of the calendar (409). */
export function refusal(problem: SlotProblem, barberName: string, day: { date: string; closure: { reason: string } | null; stepMin: number; noticeMin: number }): AppError {
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

const noticeText = (min: number) =>
  min % 60 === 0 ? `${min / 60} hour${min === 60 ? '' : 's'}'` : `${min} minutes'`;

/**
 * `POST /api/appointments`, in one transaction: the horizon (the shop's booking rules), the service
 * (not retired, bookable online) and its duration and clean-up, the slot rules (closures, time off,
 * the barbers who perform the service, minimum notice, slot step), "no preference" resolved to a
 * barber, the client found or created, the per-client cap (docs/decisions/002-booking.md,
 * 025-booking-limits.md, 041-back-office.md), the row inserted at the chosen barber's own price (else
 * the service's; "no preference" books at the service's price). The exclusion constraint is the last
 * word on overlaps (the row's `during` covers the service and its clean-up): a lost race is the `slot_taken` 409.
 * The confirmation and reminders it owes the client are written in the same transaction
 * (docs/decisions/042-notifications.md); the client's messages are in `lang`, the booking's language.
 */
export async function createBooking(
  db: KeyScopedDb, now: Date, req: AppointmentRequest, rules: BookingRulesIn, notify: NotifySettings, lang: Lang = 'en',
): Promise<BookedAppointment> {
  const id = await db.transaction(async (trx) => {
    await lockDayShared(trx, req.appointmentDate);
    if (req.barberId === null) await lockNoPreferenceDay(trx, req.appointmentDate);
    const { service, closure, rules: shopRules, ...day } = await scheduleRepository(trx).loadDay(req.appointmentDate, req.serviceId);
    refuseBeyondHorizon(req.appointmentDate, now, shopRules.horizonDays ?? rules.horizonDays);
    if (!service) throw fieldError('serviceId', 'No such service');
    if (service.retired) throw badRequest(RETIRED_SERVICE_MESSAGE);
    if (!service.bookableOnline) throw badRequest(STAFF_ONLY_SERVICE_MESSAGE);
    if (service.priceCents === null) throw badRequest(CALL_THE_SHOP_MESSAGE);
    const barber = req.barberId === null ? undefined : day.barbers.find((b) => b.id === req.barberId);
    if (req.barberId !== null && !barber) throw await unknownOrNotPerforming(trx, req.barberId);

    const input: SlotInput = {
      date: req.appointmentDate,
      ...day,
      closed: closure,
      durationMin: service.durationMin,
      cleanupMin: service.cleanupMin,
      stepMin: shopRules.slotStepMinutes,
      minNoticeMin: shopRules.minNoticeMinutes,
      now,
    };
    const why = { date: req.appointmentDate, closure, stepMin: shopRules.slotStepMinutes, noticeMin: shopRules.minNoticeMinutes };
    const start = toMinutes(req.appointmentTime);
    let candidates: number[];
    if (barber) {
      const problem = checkSlot(input, barber.id, start);
      if (problem) throw refusal(problem, barber.name, why);
      candidates = [barber.id];
    } else {
      candidates = rankBarbersForSlot(input, start);
      if (candidates.length === 0) {
        // Nobody can take it: one shared reason (closed, Sunday, past, blocked for all, …) is named; else it is taken.
        const problems = new Set(day.barbers.map((b) => checkSlot(input, b.id, start)));
        if (closure) problems.add('closed');
        const [only] = problems;
        throw problems.size === 1 && only ? refusal(only, '', why) : slotTaken();
      }
    }

    const client = await resolveClient(trx, now, req, lang);
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
      cleanupMin: service.cleanupMin,
      priceCents: barber?.priceCents ?? service.priceCents,
      status: 'confirmed',
      paymentStatus: 'pending',
      notes: req.notes ?? null,
      isWalkIn: false,
      bookedOnline: true,
      createdAt: now,
      manageTokenHash: (id) => tokenHash(manageToken(notify.linkKey, id)),
    };
    const booked = await insertFirstFree(trx, candidates, row);
    await oweAppointmentMessages(trx, 'confirmation', booked, { now, ...notify });
    return booked;
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
