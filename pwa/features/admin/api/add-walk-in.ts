import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAppointment } from '../../../../shared/schemas/admin-appointment';
import type { WalkIn } from '../../../../shared/schemas/walk-in';
import { newIdempotencyKey, sendChange } from '../lib/send';
import { refreshAfterAppointmentChange } from '../lib/invalidate';

/**
 * POST /api/appointments/walk-in → 201 the appointment. `idempotencyKey` makes a repeat harmless
 * (the offline outbox passes its row id). 409 when the barber is busy or the time is blocked.
 */
export function addWalkIn(input: WalkIn, idempotencyKey = newIdempotencyKey()): Promise<AdminAppointment> {
  return sendChange('POST', '/api/appointments/walk-in', input, AdminAppointment, idempotencyKey);
}

/** After a walk-in is added the appointments list (and what it feeds) is refreshed. */
export function useAddWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: WalkIn) => addWalkIn(input),
    onSettled: () => refreshAfterAppointmentChange(queryClient),
  });
}
