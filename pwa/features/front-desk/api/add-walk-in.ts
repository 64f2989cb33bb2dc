import { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { WalkIn } from '#shared/schemas/walk-in';
import { newIdempotencyKey, sendChange } from '../../staff-shell/lib/send';

/**
 * POST /api/appointments/walk-in → 201 the appointment. `idempotencyKey` makes a repeat harmless
 * (the offline outbox passes its row id). 409 when the barber is busy or the time is blocked.
 */
export function addWalkIn(input: WalkIn, idempotencyKey = newIdempotencyKey()): Promise<AdminAppointment> {
  return sendChange('POST', '/api/appointments/walk-in', input, AdminAppointment, idempotencyKey);
}
