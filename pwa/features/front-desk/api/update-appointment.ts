import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAppointment, type AppointmentUpdate } from '#shared/schemas/admin-appointment';
import { newIdempotencyKey, sendChange } from '../../staff-shell/lib/send';
import { refreshAfterAppointmentChange } from '../../staff-shell/lib/invalidate';

/**
 * PATCH /api/appointments/{id}: another barber, date and/or time, same service and client.
 * 409 with the server's message when the new time overlaps another appointment or is blocked.
 */
export function updateAppointment(id: number, change: AppointmentUpdate, idempotencyKey = newIdempotencyKey()): Promise<AdminAppointment> {
  return sendChange('PATCH', `/api/appointments/${id}`, change, AdminAppointment, idempotencyKey);
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, change }: { id: number; change: AppointmentUpdate }) => updateAppointment(id, change),
    onSettled: () => refreshAfterAppointmentChange(queryClient),
  });
}
