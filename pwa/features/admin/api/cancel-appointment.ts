import { CancelAnswer, type AdminAppointment } from '#shared/schemas/admin-appointment';
import { newIdempotencyKey, sendChange } from '../lib/send';

/**
 * DELETE /api/appointments/{id}: cancels (status 'cancelled', the slot is freed, the row stays for
 * history). Idempotent: cancelling twice answers 200 again.
 */
export function cancelAppointment(id: number, idempotencyKey = newIdempotencyKey()): Promise<AdminAppointment> {
  return sendChange('DELETE', `/api/appointments/${id}`, undefined, CancelAnswer, idempotencyKey);
}
