import type { Db } from '../db/connect';
import { shopDate } from '#shared/domain/shop-time';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { ALL_BARBERS, windowFor, type BlockedSlot, type NewBlockedSlot } from '#shared/schemas/blocked-slot';
import { blockTimesProblem } from '#shared/domain/block-window';
import { ErrorCode } from '#shared/errors';
import { badRequest, conflict, fieldError, notFound } from '../errors';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { blockedSlotsRepository } from '../repositories/blocked-slots';
import { catalogueRepository } from '../repositories/catalogue';
import { lockDaysExclusive } from '../repositories/schedule-locks';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { blockAddedLine, blockFields, blockRemovedLine } from './audit-summaries';
import { say, type Said } from '../i18n/say';
import { changed } from './changes';

/** "10:00 AM Ana R. with Carlos" (with "Jun 10 " first when the block spans several days), said in the reader's language. */
export function describeOverlap(a: AdminAppointment, withDate: boolean): Said {
  const [first = '', ...rest] = a.clientName.split(/\s+/);
  const initial = rest.length > 0 ? ` ${rest.join(' ').charAt(0).toUpperCase()}.` : '';
  const barber = a.barberName.split(/\s+/)[0] ?? a.barberName;
  const values = { time: { time: a.appointmentTime }, client: `${first}${initial}`, barber };
  return withDate ? say('overlap.appointmentOnDay', { ...values, date: { date: a.appointmentDate } }) : say('overlap.appointment', values);
}

/**
 * `POST /api/blocked-slots`: refuses a block starting before today (shop time), for an unknown
 * barber, at times no one can be booked at (outside the barber's, or for All Barbers every active
 * barber's, weekly hours as far as they reach, and never less than 09:00–19:00), and a block that live appointments overlap (409 naming them). The check and the insert
 * run under an exclusive lock on each of the block's days (schedule-locks.ts), which every booking,
 * walk-in and move takes shared before it reads the day: neither can slip past the other.
 */
export async function blockSlot(db: Db, now: Date, b: NewBlockedSlot, actor: Actor): Promise<BlockedSlot> {
  changed({ schedule: true });
  if (b.startDate < shopDate(now)) throw badRequest('A block cannot start before today.');
  const id = await db.transaction(async (trx) => {
    if (b.barberId !== ALL_BARBERS && !(await catalogueRepository(trx).barberExists(b.barberId))) {
      throw fieldError('barberId', 'No such barber');
    }
    const blocks = blockedSlotsRepository(trx);
    const outside = blockTimesProblem(b, windowFor(await blocks.bounds(), b.barberId));
    if (outside) throw fieldError(outside.field, outside.message);
    await lockDaysExclusive(trx, b.startDate, b.endDate);
    const overlapping = await adminAppointmentsRepository(trx).overlapping({
      ...b,
      barberId: b.barberId === ALL_BARBERS ? null : b.barberId,
    });
    if (overlapping.length > 0) {
      const several = b.startDate !== b.endDate;
      const appointments = overlapping.map((a) => describeOverlap(a, several));
      throw conflict(say('refusal.blockOverlaps', { appointments }), ErrorCode.conflict, { appointments: overlapping });
    }
    const inserted = await blocks.insert(b, now);
    const block = (await blocks.find(inserted))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'block.add',
      entity: 'block',
      entityId: inserted,
      summary: blockAddedLine(block),
      after: blockFields(block),
    });
    return inserted;
  });
  return (await blockedSlotsRepository(db).find(id))!;
}

/** `DELETE /api/blocked-slots/:id`: answers the removed block (and writes the History row); 404 when there is none. */
export async function removeBlockedSlot(db: Db, now: Date, id: number, actor: Actor): Promise<BlockedSlot> {
  changed({ schedule: true });
  return db.transaction(async (trx) => {
    const blocks = blockedSlotsRepository(trx);
    const found = await blocks.find(id);
    if (!found || !(await blocks.remove(id))) throw notFound('Blocked slot not found');
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'block.remove',
      entity: 'block',
      entityId: id,
      summary: blockRemovedLine(found),
      before: blockFields(found),
    });
    return found;
  });
}
