import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAppointment, type StatusCorrection } from '#shared/schemas/admin-appointment';
import { newIdempotencyKey, sendChange } from '../../staff-shell/lib/send';
import { refreshAfterAppointmentChange } from '../../staff-shell/lib/invalidate';

/**
 * PATCH /api/appointments/{id}/status: a visit that has begun, corrected to Done ('completed') or
 * No-show ('no_show'), with a History row. 409 for a visit still to come or a cancelled one.
 */
export function correctStatus(id: number, change: StatusCorrection, idempotencyKey = newIdempotencyKey()): Promise<AdminAppointment> {
  return sendChange('PATCH', `/api/appointments/${id}/status`, change, AdminAppointment, idempotencyKey);
}

export function useCorrectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, change }: { id: number; change: StatusCorrection }) => correctStatus(id, change),
    onSettled: () => refreshAfterAppointmentChange(queryClient),
  });
}
