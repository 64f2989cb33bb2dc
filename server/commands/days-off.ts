import type { Db, KeyScopedDb } from '../db/connect';
import { addDays, shopDate } from '#shared/domain/shop-time';
import type { Closure, ClosureInput, TimeOff } from '#shared/schemas/days-off';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { ErrorCode } from '#shared/errors';
import { conflict, fieldError, notFound } from '../errors';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { catalogueRepository } from '../repositories/catalogue';
import { closuresRepository, timeOffRepository } from '../repositories/closures';
import { lockDaysExclusive } from '../repositories/schedule-locks';
import { describeOverlap } from './block-slot';
import { cancelAppointment } from './change-appointment';
import type { NotifySettings } from '../notifications/settings';
import { say } from '../i18n/say';
import { changed } from './changes';

/** The longest closure or time off in one entry. */
export const MAX_DAYS_OFF = 366;

type Range = Required<Omit<ClosureInput, 'cancelAppointments'>>;

/** A closure's or time off's days as the History says them (as written: 2026-12-24). */
const range = (r: { startDate: string; endDate: string }) => ({ startDate: r.startDate, endDate: r.endDate });

/** The History line of a closure, with the appointments it cancelled on the way. */
function closedSummary(closure: { startDate: string; endDate: string; reason?: string | null }, cancelled: number) {
  const days = range(closure);
  if (cancelled === 0)
    return closure.reason ? say('history.closure.addBecause', { ...days, reason: closure.reason }) : say('history.closure.add', days);
  return closure.reason
    ? say('history.closure.addBecauseCancelling', { ...days, reason: closure.reason, count: cancelled })
    : say('history.closure.addCancelling', { ...days, count: cancelled });
}

function refuseBadRange(r: Range, now: Date, what: string): void {
  if (r.startDate < shopDate(now)) throw fieldError('startDate', `${what} cannot start before today`);
  if (r.endDate > addDays(r.startDate, MAX_DAYS_OFF - 1)) throw fieldError('endDate', `${what} can be at most ${MAX_DAYS_OFF} days long`);
}

function stranded(appointments: AdminAppointment[], what: 'closure' | 'time off') {
  const names = appointments.map((a) => describeOverlap(a, true));
  return conflict(
    say(what === 'closure' ? 'refusal.closureOverlaps' : 'refusal.timeOffOverlaps', { appointments: names }),
    ErrorCode.conflict,
    { appointments },
  );
}

/**
 * `POST /api/closures`: the whole shop closed from start to end (inclusive). Refused (409, listing them)
 * while live appointments fall on those days, unless `cancelAppointments` names every one of them (the
 * owner saw the list and chose to cancel them): then each is cancelled as staff cancel one (History row,
 * the client owed the cancellation notice, written in their language when sent) in the same
 * transaction as the closure. One not named (booked since the owner saw the list) refuses it all again.
 * Checked and inserted under the exclusive lock on each day that every booking, walk-in and move takes
 * shared (schedule-locks.ts), with its audit row.
 */
export async function addClosure(
  db: Db,
  now: Date,
  actor: Actor,
  r: Range & { cancelAppointments?: number[] },
  notify: NotifySettings,
): Promise<Closure> {
  changed({ schedule: true });
  refuseBadRange(r, now, 'A closure');
  return db.transaction(async (trx) => {
    await lockDaysExclusive(trx, r.startDate, r.endDate);
    const live = await adminAppointmentsRepository(trx).liveUpcoming({ barberId: null, now, from: r.startDate, to: r.endDate });
    const confirmed = new Set(r.cancelAppointments ?? []);
    if (live.some((a) => !confirmed.has(a.id))) throw stranded(live, 'closure');
    // Each cancellation nests in this transaction (a savepoint): all of them and the closure, or nothing.
    for (const a of live) await cancelAppointment(trx as unknown as KeyScopedDb, now, a.id, actor, notify);
    const { startDate, endDate, reason } = r;
    const closure = await closuresRepository(trx).insert({ startDate, endDate, reason }, now);
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'closure.create',
      entity: 'closure',
      entityId: closure.id,
      summary: closedSummary(closure, live.length),
      after: closure,
    });
    return closure;
  });
}

/** `DELETE /api/closures/{id}`: 404 when there is none. */
export async function removeClosure(db: Db, now: Date, actor: Actor, id: number): Promise<void> {
  changed({ schedule: true });
  await db.transaction(async (trx) => {
    const closures = closuresRepository(trx);
    const found = await closures.find(id);
    if (!found || !(await closures.remove(id))) throw notFound('Closure not found');
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'closure.delete',
      entity: 'closure',
      entityId: id,
      summary: say('history.closure.remove', range(found)),
      before: found,
    });
  });
}

/** `POST /api/barbers/{id}/time-off`: like a closure, for one barber. */
export async function addTimeOff(db: Db, now: Date, actor: Actor, barberId: number, r: Range): Promise<TimeOff> {
  changed({ barbers: true });
  refuseBadRange(r, now, 'Time off');
  return db.transaction(async (trx) => {
    const barber = await catalogueRepository(trx).findBarber(barberId);
    if (!barber) throw notFound('Barber not found');
    await lockDaysExclusive(trx, r.startDate, r.endDate);
    const live = await adminAppointmentsRepository(trx).liveUpcoming({ barberId, now, from: r.startDate, to: r.endDate });
    if (live.length > 0) throw stranded(live, 'time off');
    const timeOff = await timeOffRepository(trx).insert(barberId, r, now);
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'time-off.create',
      entity: 'barber',
      entityId: barberId,
      summary: say(timeOff.reason ? 'history.timeOff.addBecause' : 'history.timeOff.add', {
        ...range(timeOff),
        barber: barber.name,
        reason: timeOff.reason ?? '',
      }),
      after: timeOff,
    });
    return timeOff;
  });
}

/** `DELETE /api/barbers/{id}/time-off/{timeOffId}`: 404 when there is none. */
export async function removeTimeOff(db: Db, now: Date, actor: Actor, barberId: number, id: number): Promise<void> {
  changed({ barbers: true });
  await db.transaction(async (trx) => {
    const repo = timeOffRepository(trx);
    const found = await repo.find(barberId, id);
    if (!found || !(await repo.remove(barberId, id))) throw notFound('Time off not found');
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'time-off.delete',
      entity: 'barber',
      entityId: barberId,
      summary: say('history.timeOff.remove', range(found)),
      before: found,
    });
  });
}
