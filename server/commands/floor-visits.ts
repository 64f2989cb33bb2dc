import { changed } from './changes';
import type { Db, KeyScopedDb } from '../db/connect';
import { canMoveVisit, canUndoVisit, mayUndo } from '#shared/domain/visit-lifecycle';
import { shopDate, shopTime } from '#shared/domain/shop-time';
import type { VisitMove, VisitState } from '#shared/schemas/floor';
import { conflict, notFound } from '../errors';
import { say, type Said } from '../i18n/say';
import { appointmentVisitsRepository, type VisitColumns, type VisitRow } from '../repositories/appointment-visits';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { chairsRepository } from '../repositories/line-entries';
import { oweLineNotices } from './line-notices';
import { closeEndedDays } from './day-end';
import { stateWord } from './floor-words';

const columnsOf = (v: VisitRow): VisitColumns => ({
  status: v.status,
  arrived_at: v.arrivedAt,
  started_at: v.startedAt,
  finished_at: v.finishedAt,
  chair_barber_id: v.chairBarberId,
});
const values = (v: VisitRow) => ({
  client: `${v.firstName} ${v.lastName}`.trim(),
  barber: v.barberName,
  time: { time: shopTime(v.start) },
  service: v.serviceName,
});

/** What a tap to `to` writes (the lifecycle's rule says whether it may). */
function after(v: VisitRow, to: VisitState, now: Date, chair: number): VisitColumns {
  const c = columnsOf(v);
  switch (to) {
    case 'arrived':
      return { ...c, arrived_at: now };
    case 'in_chair':
      return { ...c, arrived_at: c.arrived_at ?? now, started_at: now, chair_barber_id: chair };
    case 'done':
      return { ...c, status: 'completed', finished_at: now };
    case 'no_show':
      return { ...c, status: 'no_show' };
    case 'booked':
      return { ...c, status: 'confirmed', arrived_at: null, started_at: null, finished_at: null, chair_barber_id: null };
  }
}

/**
 * `POST /api/appointments/:id/visit` (docs/decisions/067-floor-data-model-and-live-channel.md): one tap on
 * today's booked visit (Arrived, In chair, Done, No-show), or `undo` within 60 s of the last one, which puts
 * back what it replaced. The chair is taken and freed through `chairs` (one client per chair: 409 when
 * taken); the History row says who and when. Answers the visit's new state.
 */
export async function moveVisit(
  db: KeyScopedDb,
  now: Date,
  id: number,
  input: VisitMove,
  actor: Actor,
): Promise<{ id: number; visit: VisitState }> {
  changed({ days: [shopDate(now)] }); // a visit on the floor is today's; a No-show or Done may change what is free
  return db.transaction(async (trx) => {
    await closeEndedDays(trx, now);
    const visits = appointmentVisitsRepository(trx);
    const chairs = chairsRepository(trx);
    const v = await visits.lock(id);
    if (!v) throw notFound('Appointment not found');
    if (v.status === 'cancelled') throw conflict(say('refusal.floor.cancelled'));
    let next: VisitColumns;
    let summary: Said;
    if (input.undo) {
      const undo = v.undo as (VisitColumns & { visit: VisitState; by: number | null }) | null;
      if (!undo || !v.changedAt || !mayUndo({ at: new Date(v.changedAt), by: undo.by }, now))
        throw conflict(say('refusal.floor.undoExpired'));
      if (undo.visit !== input.to || !canUndoVisit(v.visit, undo.visit))
        throw conflict(say('refusal.floor.moved', { state: stateWord(v.visit), to: stateWord(input.to) }));
      next = {
        status: undo.status,
        arrived_at: undo.arrived_at,
        started_at: undo.started_at,
        finished_at: undo.finished_at,
        chair_barber_id: undo.chair_barber_id,
      };
      summary = say('history.visit.undo', { ...values(v), to: stateWord(input.to) });
    } else {
      if (shopDate(v.start) !== shopDate(now)) throw conflict(say('refusal.floor.notToday'));
      if (!canMoveVisit(v.visit, input.to))
        throw conflict(say('refusal.floor.moved', { state: stateWord(v.visit), to: stateWord(input.to) }));
      next = after(v, input.to, now, input.barberId ?? v.barberId);
      summary =
        input.to === 'in_chair'
          ? say('history.visit.inChair', { ...values(v), chair: await chairName(trx, next.chair_barber_id!, v) })
          : say('history.visit.change', { ...values(v), to: stateWord(input.to) });
    }
    // The chair: freed when the visit leaves it, taken when it sits down (the primary key refuses a second client).
    const wasSeated = v.visit === 'in_chair';
    const seated = next.started_at !== null && next.status !== 'completed' && next.status !== 'no_show';
    if (wasSeated && !seated) await chairs.free({ appointmentId: id });
    if (seated && !wasSeated && !(await chairs.take(next.chair_barber_id!, { appointmentId: id }, next.started_at!))) {
      throw conflict(say('refusal.floor.chairTaken', { barber: await chairName(trx, next.chair_barber_id!, v) }));
    }
    const visit = await visits.update(
      id,
      next,
      now,
      input.undo ? null : ({ ...columnsOf(v), visit: v.visit, by: actor?.id ?? null } as VisitColumns),
    );
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: input.undo ? 'visit.undo' : `visit.${input.to}`,
      entity: 'appointment',
      entityId: id,
      summary,
      before: { visit: v.visit, ...columnsOf(v) },
      after: { visit, ...next },
    });
    await oweLineNotices(trx, now);
    return { id, visit };
  });
}

async function chairName(trx: Db, barberId: number, v: VisitRow): Promise<string> {
  if (barberId === v.barberId) return v.barberName;
  const b = await chairsRepository(trx).barber(barberId);
  if (!b) throw conflict(say('refusal.line.unknownBarber'));
  return b.name;
}
