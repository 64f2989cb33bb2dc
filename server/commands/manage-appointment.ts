import type { Db } from '../db/connect';
import type { Config } from '../config';
import { withoutAppointment } from '#shared/domain/slots';
import { shopInstant, toMinutes } from '#shared/domain/shop-time';
import { RETIRED_SERVICE_MESSAGE } from '#shared/schemas/admin-services';
import {
  LINK_INVALID_MESSAGE,
  MANAGE_CANCELLED_MESSAGE,
  changeCutoffMessage,
  type ManageReschedule,
  type ManagedAppointment,
} from '#shared/schemas/notifications';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { MANAGE_TOKEN_PATTERN, tokenHash } from '../notifications/links';
import { oweAppointmentMessages } from '../notifications/owe';
import { loadShopDetails } from '../queries/shop-details';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { appointmentChangesRepository } from '../repositories/appointment-changes';
import { auditLogRepository } from '../repositories/audit-log';
import { managedAppointmentsRepository, type ManagedRow } from '../repositories/managed-appointments';
import { scheduleRepository } from '../repositories/schedule';
import { lockDayShared, lockNoPreferenceDay } from '../repositories/schedule-locks';
import { appointmentPlace, cancelledLine, movedLine } from './audit-summaries';
import { chooseBarbers, firstFree, refuseUnlessBookableOnline } from './slot-choice';
import { refuseBeyondHorizon } from './booking-limits';
import { changed } from './changes';

const HOUR = 3_600_000;

/** What the manage commands need of the server's configuration. */
export type ManageSettings = { cutoffHours: number; sms: boolean; linkKey: Buffer; horizonDays: number; config: Pick<Config, 'booking'> };

export const invalidLink = () => notFound(LINK_INVALID_MESSAGE);

/**
 * The appointment a presented token is the link of, while the link is valid (until the appointment
 * starts). A malformed token is refused without a query; anything else says only LINK_INVALID_MESSAGE.
 */
export async function findManaged(db: Db, token: string, now: Date, opts: { lock?: boolean } = {}): Promise<ManagedRow> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) throw invalidLink();
  const row = await managedAppointmentsRepository(db).findByTokenHash(tokenHash(token), opts);
  if (!row || row.startsAt.getTime() <= now.getTime()) throw invalidLink();
  return row;
}

const isLive = (row: ManagedRow) => row.status !== 'cancelled' && row.status !== 'completed';
const withinCutoff = (row: ManagedRow, now: Date, hours: number) => now.getTime() >= row.startsAt.getTime() - hours * HOUR;

/** Why the client cannot change it online now (cancelled; within the cut-off), or null. */
function blockedReason(row: ManagedRow, now: Date, cutoffHours: number, shopPhone: string): string | null {
  if (!isLive(row)) return MANAGE_CANCELLED_MESSAGE;
  if (withinCutoff(row, now, cutoffHours)) return changeCutoffMessage(cutoffHours, shopPhone);
  return null;
}

/** `GET /api/manage/:token`'s answer. */
export async function presentManaged(
  db: Db,
  row: ManagedRow,
  now: Date,
  s: Pick<ManageSettings, 'cutoffHours' | 'config'>,
): Promise<ManagedAppointment> {
  const shop = await loadShopDetails(db, s.config);
  const reason = blockedReason(row, now, s.cutoffHours, shop.phone);
  return {
    id: row.id,
    status: row.status as ManagedAppointment['status'],
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    barberId: row.barberId,
    barberName: row.barberName,
    date: row.date,
    time: row.time,
    durationMin: row.durationMin,
    price: row.priceCents / 100,
    clientFirstName: row.clientFirstName,
    canChange: reason === null,
    changeBlockedReason: reason,
    cutoffHours: s.cutoffHours,
    shop: { name: shop.name, addressLines: shop.addressLines, phone: shop.phone },
  };
}

/** The refusal of a change the appointment's state does not allow (cancelled: 409; within the cut-off: 403). */
async function refuseUnchangeable(db: Db, row: ManagedRow, now: Date, s: ManageSettings, what: 'changed' | 'cancelled'): Promise<void> {
  if (!isLive(row)) throw conflict(`${MANAGE_CANCELLED_MESSAGE} It can no longer be ${what} online.`);
  if (withinCutoff(row, now, s.cutoffHours))
    throw forbidden(changeCutoffMessage(s.cutoffHours, (await loadShopDetails(db, s.config)).phone));
}

/**
 * `POST /api/manage/:token/reschedule`, in one transaction under the online booking's locks and rules
 * (create-booking.ts): the horizon, the service still bookable online, closures, time off, the
 * barbers who perform it, minimum notice, the slot grid, "no preference" ranked as booking does; the
 * appointment's own place counts as free for itself; the exclusion constraint has the last word (a
 * lost race: `slot_taken` 409). The same barber keeps the booked price; another barber means that
 * barber's price (else the service's), as a new booking would. Owes the 'change' messages and writes
 * the History, both in the same transaction. A move to where it already is changes nothing (200).
 */
export async function rescheduleManaged(db: Db, token: string, now: Date, to: ManageReschedule, s: ManageSettings): Promise<ManagedRow> {
  await db.transaction(async (trx) => {
    const row = await findManaged(trx, token, now, { lock: true });
    await refuseUnchangeable(trx, row, now, s, 'changed');
    // Already there (a retry whose first answer was lost): nothing changes, nothing is owed.
    if (to.date === row.date && to.time === row.time && (to.barberId === null || to.barberId === row.barberId)) return;
    await lockDayShared(trx, to.date);
    if (to.barberId === null) await lockNoPreferenceDay(trx, to.date);
    const { service, closure, rules, ...day } = await scheduleRepository(trx).loadDay(to.date, row.serviceId);
    refuseBeyondHorizon(to.date, now, rules.horizonDays ?? s.horizonDays);
    if (!service || service.retired) throw badRequest(RETIRED_SERVICE_MESSAGE);
    refuseUnlessBookableOnline(service);
    const barbers = withoutAppointment(day.barbers, to.date, { barberId: row.barberId, startsAt: row.startsAt, endsAt: row.busyUntil });

    // The appointment keeps its own length and clean-up.
    const input = {
      date: to.date,
      barbers,
      blocks: day.blocks,
      closed: closure,
      durationMin: row.durationMin,
      cleanupMin: row.cleanupMin,
      stepMin: rules.slotStepMinutes,
      minNoticeMin: rules.minNoticeMinutes,
      now,
    };
    const why = { date: to.date, closure, stepMin: rules.slotStepMinutes, noticeMin: rules.minNoticeMinutes };
    const { candidates } = await chooseBarbers(trx, input, to.barberId, toMinutes(to.time), why);

    const history = adminAppointmentsRepository(trx);
    const before = (await history.find(row.id))!;
    const startsAt = shopInstant(to.date, to.time);
    const priceOf = (barberId: number) =>
      barberId === row.barberId ? row.priceCents : (barbers.find((b) => b.id === barberId)?.priceCents ?? service.priceCents);
    // "No preference": if a concurrent booking took the first choice meanwhile, the next free barber.
    await firstFree(trx, candidates, (db, barberId) =>
      managedAppointmentsRepository(db).reschedule(row.id, {
        barberId,
        date: to.date,
        time: to.time,
        startsAt,
        priceCents: priceOf(barberId),
      }),
    );

    await oweAppointmentMessages(trx, 'change', row.id, {
      now,
      sms: s.sms,
      linkKey: s.linkKey,
      before: { date: row.date, time: row.time, barberName: row.barberName },
    });
    const after = (await history.find(row.id))!;
    changed({ days: [row.date, to.date] });
    await auditLogRepository(trx).record({
      actor: null,
      at: now,
      action: 'appointment.update',
      entity: 'appointment',
      entityId: row.id,
      summary: movedLine(before, after, true),
      before: appointmentPlace(before),
      after: appointmentPlace(after),
    });
  });
  return findManaged(db, token, now);
}

/**
 * `POST /api/manage/:token/cancel`: cancels (the slot is free again), owes the 'cancellation'
 * messages and writes the History, in one transaction. Already cancelled: answered as it is.
 */
export async function cancelManaged(db: Db, token: string, now: Date, s: ManageSettings): Promise<ManagedRow> {
  await db.transaction(async (trx) => {
    const row = await findManaged(trx, token, now, { lock: true });
    if (row.status === 'cancelled') return;
    await refuseUnchangeable(trx, row, now, s, 'cancelled');
    const before = (await adminAppointmentsRepository(trx).find(row.id))!;
    await appointmentChangesRepository(trx).cancel(row.id, now);
    changed({ days: [row.date] });
    await oweAppointmentMessages(trx, 'cancellation', row.id, { now, sms: s.sms, linkKey: s.linkKey });
    await auditLogRepository(trx).record({
      actor: null,
      at: now,
      action: 'appointment.cancel',
      entity: 'appointment',
      entityId: row.id,
      summary: cancelledLine(before, true),
      before: { status: before.status },
      after: { status: 'cancelled' },
    });
  });
  return findManaged(db, token, now);
}
