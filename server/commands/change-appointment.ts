import type { Db, KeyScopedDb } from '../db/connect';
import { shopDate, shopInstant, to12Hour, formatDate } from '#shared/domain/shop-time';
import { canCorrectStatus, changedSince, isHistory } from '#shared/domain/appointment-history';
import { ErrorCode } from '#shared/errors';
import type { AdminAppointment, AppointmentSeen, AppointmentUpdate, StatusCorrection } from '#shared/schemas/admin-appointment';
import { conflict, notFound } from '../errors';
import { appointmentChangesRepository, type AppointmentCore } from '../repositories/appointment-changes';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { appointmentLine, appointmentPlace, cancelledLine, movedLine } from './audit-summaries';
import { say } from '../i18n/say';
import { checkStaffSlot } from './staff-slot-rules';
import { oweAppointmentMessages } from '../notifications/owe';
import type { NotifySettings } from '../notifications/settings';
import { changed } from './changes';

const NO_APPOINTMENT = 'Appointment not found';
const STATUS_WORDS: Record<string, string> = {
  confirmed: 'confirmed',
  pending: 'pending',
  cancelled: 'cancelled',
  completed: 'done',
  no_show: 'a no-show',
};

/**
 * The change saw the appointment otherwise than it is now (docs/decisions/054-history-and-seen-changes.md):
 * 409 `changed_since` with both versions, so the desk shows them. Nothing is changed.
 */
async function refuseIfChanged(trx: Db, current: AppointmentCore, seen: AppointmentSeen | undefined): Promise<void> {
  if (!changedSince(seen, current)) return;
  const now = (await adminAppointmentsRepository(trx).find(current.id))!;
  const state = {
    date: now.appointmentDate,
    time: now.appointmentTime,
    barberId: now.barberId,
    barberName: now.barberName,
    status: now.status,
  };
  throw conflict(
    `This appointment changed since this device saw it: it is now ${to12Hour(state.time)} on ${formatDate(state.date, 'short')} with ${state.barberName} (${STATUS_WORDS[state.status] ?? state.status}). Nothing was changed.`,
    ErrorCode.changedSince,
    { seen, current: state },
  );
}

/**
 * `DELETE /api/appointments/:id`: cancels (status 'cancelled', slot freed) and writes who did it to
 * the History, and owes the client a cancellation notice (its pending reminders are skipped), in the
 * same transaction; already cancelled is fine (and changes nothing, owes nothing). History (a past
 * day, done, a no-show) is refused with 409, and so is a change whose `seen` is not the appointment now.
 */
export async function cancelAppointment(
  db: KeyScopedDb,
  now: Date,
  id: number,
  actor: Actor,
  notify: NotifySettings,
  seen?: AppointmentSeen,
): Promise<AdminAppointment> {
  await db.transaction(async (trx) => {
    const changes = appointmentChangesRepository(trx);
    const current = await changes.lock(id);
    if (!current) throw notFound(NO_APPOINTMENT);
    if (current.status === 'cancelled') return;
    await refuseIfChanged(trx, current, seen);
    if (isHistory(current, shopDate(now))) throw conflict(say('refusal.historyCancel'));
    const before = (await adminAppointmentsRepository(trx).find(id))!;
    await changes.cancel(id, now);
    changed({ days: [before.appointmentDate] });
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'appointment.cancel',
      entity: 'appointment',
      entityId: id,
      summary: cancelledLine(before),
      before: { status: before.status },
      after: { status: 'cancelled' },
    });
    await oweAppointmentMessages(trx, 'cancellation', id, { now, ...notify });
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}

/**
 * `PATCH /api/appointments/:id`: moves a live appointment to another barber, date and time, under
 * the staff slot rules and the exclusion constraint (409 `slot_taken` on overlap). It keeps the length,
 * clean-up and price it was booked with; the History keeps the place before and after. History (a
 * past day, done, a no-show) cannot be moved (409), nor can a change whose `seen` is outdated. A real move
 * owes the client a change notice (where it was before) and re-dates its reminders, in the same transaction.
 */
export async function moveAppointment(
  db: KeyScopedDb,
  now: Date,
  id: number,
  to: AppointmentUpdate,
  actor: Actor,
  notify: NotifySettings,
): Promise<AdminAppointment> {
  await db.transaction(async (trx) => {
    const changes = appointmentChangesRepository(trx);
    const current = await changes.lock(id);
    if (!current) throw notFound(NO_APPOINTMENT);
    if (current.status === 'cancelled') throw conflict('This appointment was cancelled, so it cannot be moved.');
    await refuseIfChanged(trx, current, to.seen);
    if (isHistory(current, shopDate(now))) throw conflict(say('refusal.historyMove'));
    await checkStaffSlot(trx, now, {
      ...to,
      serviceId: current.serviceId,
      durationMin: current.durationMin,
      cleanupMin: current.cleanupMin,
      appointmentId: id,
    });
    const appointments = adminAppointmentsRepository(trx);
    const before = (await appointments.find(id))!;
    await changes.move(id, { ...to, startsAt: shopInstant(to.date, to.time) });
    const after = (await appointments.find(id))!;
    changed({ days: [before.appointmentDate, after.appointmentDate] });
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'appointment.update',
      entity: 'appointment',
      entityId: id,
      summary: movedLine(before, after),
      before: appointmentPlace(before),
      after: appointmentPlace(after),
    });
    const moved =
      before.barberId !== after.barberId ||
      before.appointmentDate !== after.appointmentDate ||
      before.appointmentTime !== after.appointmentTime;
    if (moved) {
      await oweAppointmentMessages(trx, 'change', id, {
        now,
        ...notify,
        before: { date: before.appointmentDate, time: before.appointmentTime, barberName: before.barberName },
      });
    }
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}

/**
 * `PATCH /api/appointments/:id/status`: a visit that has begun is corrected to Done or No-show, with
 * a History row (before and after); nothing is owed to the client. A visit still to come, or a
 * cancelled one, answers 409; the same status again changes nothing.
 */
export async function correctStatus(db: KeyScopedDb, now: Date, id: number, to: StatusCorrection, actor: Actor): Promise<AdminAppointment> {
  await db.transaction(async (trx) => {
    const changes = appointmentChangesRepository(trx);
    const current = await changes.lock(id);
    if (!current) throw notFound(NO_APPOINTMENT);
    await refuseIfChanged(trx, current, to.seen);
    if (current.status === 'cancelled') throw conflict(say('refusal.statusOfCancelled'));
    if (!canCorrectStatus({ status: current.status, startsAt: shopInstant(current.date, current.time) }, now)) {
      throw conflict(say('refusal.statusNotBegun'));
    }
    if (current.status === to.status) return;
    const before = (await adminAppointmentsRepository(trx).find(id))!;
    await changes.setStatus(id, to.status);
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'appointment.status',
      entity: 'appointment',
      entityId: id,
      summary: say(to.status === 'completed' ? 'history.appointment.markDone' : 'history.appointment.markNoShow', {
        appointment: appointmentLine(before),
      }),
      before: { status: before.status },
      after: { status: to.status },
    });
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}
