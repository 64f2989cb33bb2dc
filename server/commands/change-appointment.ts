import type { KeyScopedDb } from '../db/connect';
import { shopInstant } from '#shared/domain/shop-time';
import type { AdminAppointment, AppointmentUpdate } from '#shared/schemas/admin-appointment';
import { conflict, notFound } from '../errors';
import { appointmentChangesRepository } from '../repositories/appointment-changes';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { appointmentPlace, cancelledLine, movedLine } from './audit-summaries';
import { checkStaffSlot } from './staff-slot-rules';
import { oweAppointmentMessages } from '../notifications/owe';
import type { NotifySettings } from '../notifications/settings';

const NO_APPOINTMENT = 'Appointment not found';

/**
 * `DELETE /api/appointments/:id`: cancels (status 'cancelled', slot freed) and writes who did it to
 * the History, and owes the client a cancellation notice (its pending reminders are skipped), in the
 * same transaction; already cancelled is fine (and changes nothing, owes nothing).
 */
export async function cancelAppointment(db: KeyScopedDb, now: Date, id: number, actor: Actor, notify: NotifySettings): Promise<AdminAppointment> {
  await db.transaction(async (trx) => {
    const changes = appointmentChangesRepository(trx);
    const current = await changes.lock(id);
    if (!current) throw notFound(NO_APPOINTMENT);
    if (current.status === 'cancelled') return;
    const before = (await adminAppointmentsRepository(trx).find(id))!;
    await changes.cancel(id, now);
    await auditLogRepository(trx).record({
      actor, at: now, action: 'appointment.cancel', entity: 'appointment', entityId: id,
      summary: cancelledLine(before), before: { status: before.status }, after: { status: 'cancelled' },
    });
    await oweAppointmentMessages(trx, 'cancellation', id, { now, ...notify });
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}

/**
 * `PATCH /api/appointments/:id`: moves a live appointment to another barber, date and time, under
 * the staff slot rules and the exclusion constraint (409 `slot_taken` on overlap). It keeps the length,
 * clean-up and price it was booked with; the History keeps the place before and after. A real move
 * owes the client a change notice (where it was before) and re-dates its reminders, in the same transaction.
 */
export async function moveAppointment(
  db: KeyScopedDb, now: Date, id: number, to: AppointmentUpdate, actor: Actor, notify: NotifySettings,
): Promise<AdminAppointment> {
  await db.transaction(async (trx) => {
    const changes = appointmentChangesRepository(trx);
    const current = await changes.lock(id);
    if (!current) throw notFound(NO_APPOINTMENT);
    if (current.status === 'cancelled') throw conflict('This appointment was cancelled, so it cannot be moved.');
    await checkStaffSlot(trx, now, { ...to, serviceId: current.serviceId, durationMin: current.durationMin, cleanupMin: current.cleanupMin });
    const appointments = adminAppointmentsRepository(trx);
    const before = (await appointments.find(id))!;
    await changes.move(id, { ...to, startsAt: shopInstant(to.date, to.time) });
    const after = (await appointments.find(id))!;
    await auditLogRepository(trx).record({
      actor, at: now, action: 'appointment.update', entity: 'appointment', entityId: id,
      summary: movedLine(before, after), before: appointmentPlace(before), after: appointmentPlace(after),
    });
    const moved = before.barberId !== after.barberId || before.appointmentDate !== after.appointmentDate || before.appointmentTime !== after.appointmentTime;
    if (moved) {
      await oweAppointmentMessages(trx, 'change', id, {
        now, ...notify, before: { date: before.appointmentDate, time: before.appointmentTime, barberName: before.barberName },
      });
    }
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}
