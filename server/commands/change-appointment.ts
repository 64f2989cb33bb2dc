import type { KeyScopedDb } from '../db/connect';
import { shopInstant } from '#shared/domain/shop-time';
import type { AdminAppointment, AppointmentUpdate } from '#shared/schemas/admin-appointment';
import { conflict, notFound } from '../errors';
import { appointmentChangesRepository } from '../repositories/appointment-changes';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { checkStaffSlot } from './staff-slot-rules';

const NO_APPOINTMENT = 'Appointment not found';

/** `DELETE /api/appointments/:id`: cancels (status 'cancelled', slot freed); already cancelled is fine. */
export async function cancelAppointment(db: KeyScopedDb, now: Date, id: number): Promise<AdminAppointment> {
  await db.transaction(async (trx) => {
    const changes = appointmentChangesRepository(trx);
    if (!(await changes.lock(id))) throw notFound(NO_APPOINTMENT);
    await changes.cancel(id, now);
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}

/**
 * `PATCH /api/appointments/:id`: moves a live appointment to another barber, date and time, under
 * the staff slot rules and the exclusion constraint (409 `slot_taken` on overlap). It keeps the length,
 * clean-up and price it was booked with.
 */
export async function moveAppointment(db: KeyScopedDb, now: Date, id: number, to: AppointmentUpdate): Promise<AdminAppointment> {
  await db.transaction(async (trx) => {
    const changes = appointmentChangesRepository(trx);
    const current = await changes.lock(id);
    if (!current) throw notFound(NO_APPOINTMENT);
    if (current.status === 'cancelled') throw conflict('This appointment was cancelled, so it cannot be moved.');
    await checkStaffSlot(trx, now, { ...to, serviceId: current.serviceId, durationMin: current.durationMin, cleanupMin: current.cleanupMin });
    await changes.move(id, { ...to, startsAt: shopInstant(to.date, to.time) });
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}
