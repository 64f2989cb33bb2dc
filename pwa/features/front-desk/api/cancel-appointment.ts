import { CancelAnswer, type AdminAppointment, type AppointmentSeen } from '#shared/schemas/admin-appointment';
import { newIdempotencyKey, sendChange } from '../../staff-shell/lib/send';

/**
 * DELETE /api/appointments/{id}: cancels (status 'cancelled', the slot is freed, the row stays for
 * history). Idempotent: cancelling twice answers 200 again. With `seen` (the appointment as staff
 * saw it), the server refuses it (409 `changed_since`) when the appointment has changed since.
 */
export function cancelAppointment(id: number, idempotencyKey = newIdempotencyKey(), seen?: AppointmentSeen): Promise<AdminAppointment> {
  return sendChange('DELETE', `/api/appointments/${id}`, seen ? { seen } : undefined, CancelAnswer, idempotencyKey);
}
