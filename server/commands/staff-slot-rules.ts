import { lockDayShared } from '../repositories/schedule-locks';
import type { Tx } from '../db/connect';
import { appointmentsRepository } from '../repositories/appointments';
import { checkSlot, type SlotProblem } from '#shared/domain/slots';
import { blockedIntervals } from '#shared/domain/slots';
import { clockTime, fromMinutes, shopDate, shopInstant, to12Hour, toMinutes } from '#shared/domain/shop-time';
import { ErrorCode } from '#shared/errors';
import type { SlotClash } from '#shared/schemas/admin-appointment';
import { RETIRED_SERVICE_MESSAGE } from '#shared/schemas/admin-services';
import { AppError, badRequest, conflict, fieldError } from '../errors';
import { scheduleRepository, type BookableService, type ScheduleBarber } from '../repositories/schedule';
import { closedMessage, unknownOrNotPerforming } from './slot-choice';
import { say } from '../i18n/say';

type StaffProblem = Exclude<SlotProblem, 'taken' | 'off_grid' | 'too_soon' | 'closed'>;

type Clash = SlotClash;

const span = (c: Clash) => `from ${to12Hour(c.from)} to ${to12Hour(c.to)}`;

/** The first block over `[start, end)` minutes for the barber, as a clash. */
function blockClash(
  blocks: Parameters<typeof blockedIntervals>[0],
  date: string,
  barber: { id: number; name: string },
  start: number,
  end: number,
): Clash | undefined {
  const hit = blocks.find((b) => {
    const [i] = blockedIntervals([b], date, barber.id);
    return i !== undefined && i.start < end && start < i.end;
  });
  if (!hit) return undefined;
  return {
    kind: 'block',
    barberName: barber.name,
    from: hit.startTime,
    to: hit.endTime,
    ...(hit.barberId === null && { allBarbers: true }),
  };
}

/**
 * Another live appointment of the barber over `[start, end)` on `date` (service and clean-up on both
 * sides), leaving out the one being moved: the clash a staff time is refused for, named, before the
 * exclusion constraint (which stays the last word on a race: then it was truly "just booked").
 */
async function appointmentClash(
  trx: Tx,
  req: { barberId: number; date: string; appointmentId?: number },
  barberName: string,
  startsAt: Date,
  endsAt: Date,
): Promise<Clash | undefined> {
  const row = await appointmentsRepository(trx).firstLiveOverlap({ barberId: req.barberId, startsAt, endsAt, exceptId: req.appointmentId });
  if (!row) return undefined;
  const from = clockTime(String(row.appointment_time));
  return { kind: 'appointment', barberName, from, to: fromMinutes(toMinutes(from) + Number(row.duration_min)) };
}

function clashRefusal(c: Clash): AppError {
  const message =
    c.kind === 'appointment'
      ? `${c.barberName} already has an appointment ${span(c)}. Please choose another time.`
      : `That time is blocked for ${c.allBarbers ? 'every barber' : c.barberName} ${span(c)}. Please choose another time.`;
  return conflict(message, c.kind === 'appointment' ? ErrorCode.slotTaken : ErrorCode.conflict, { clash: c });
}

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
 * run past closing), no block over the service or its clean-up (409 naming the block's times), no
 * other live appointment of the barber over it (409 `slot_taken` naming that appointment's times; a
 * moved one is left out). A race past these checks is the exclusion constraint's `slot_taken` 409. Answers the service (price, duration, clean-up) and the barber
 * (name and own price).
 */
export async function checkStaffSlot(
  trx: Tx,
  now: Date,
  req: {
    barberId: number;
    serviceId: number;
    date: string;
    time: string;
    durationMin?: number;
    cleanupMin?: number;
    appointmentId?: number;
  },
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
  const start = toMinutes(req.time);
  const length = (req.durationMin ?? service.durationMin) + (req.cleanupMin ?? service.cleanupMin);
  if (problem === 'blocked')
    throw clashRefusal(
      blockClash(blocks, req.date, barber, start, start + length) ?? {
        kind: 'block',
        barberName: barber.name,
        from: req.time,
        to: fromMinutes(start + length),
      },
    );
  if (problem && problem !== 'taken' && problem !== 'too_soon' && problem !== 'closed') throw refusal(problem, barber.name);
  const startsAt = shopInstant(req.date, req.time);
  const clash = await appointmentClash(trx, req, barber.name, startsAt, new Date(startsAt.getTime() + length * 60_000));
  if (clash) throw clashRefusal(clash);
  return { service, barber, barberName: barber.name };
}
