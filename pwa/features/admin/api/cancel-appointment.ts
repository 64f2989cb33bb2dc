import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelAnswer, type AdminAppointment } from '../../../../shared/schemas/admin-appointment';
import { newIdempotencyKey, sendChange } from '../lib/send';
import { refreshAfterAppointmentChange } from '../lib/invalidate';

/**
 * DELETE /api/appointments/{id}: cancels (status 'cancelled', the slot is freed, the row stays for
 * history). Idempotent: cancelling twice answers 200 again.
 */
export function cancelAppointment(id: number, idempotencyKey = newIdempotencyKey()): Promise<AdminAppointment> {
  return sendChange('DELETE', `/api/appointments/${id}`, undefined, CancelAnswer, idempotencyKey);
}

/** Used by the Manage tab's Cancel and the Appointments tab's delete; the lists refresh afterwards. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: number) => cancelAppointment(id),
    onSettled: () => refreshAfterAppointmentChange(queryClient),
  });
}
