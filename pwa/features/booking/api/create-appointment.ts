import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookedAppointment, type AppointmentInput } from '../../../../shared/schemas/appointment';
import { sendJson } from '../../../lib/api';
import { isAppointmentsKey, isAvailabilityKey } from '../../../lib/query-keys';

/** POST /api/appointments: 201 with the booked appointment; 409 `slot_taken` when the time went meanwhile. */
export function createAppointment(input: AppointmentInput): Promise<BookedAppointment> {
  return sendJson('POST', '/api/appointments', input, BookedAppointment);
}

/** After an appointment is created, appointments and availability are refreshed (spec section 4). */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once (and say so) instead of waiting silently for the network.
    networkMode: 'always',
    mutationFn: createAppointment,
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => isAvailabilityKey(q.queryKey) || isAppointmentsKey(q.queryKey) }),
  });
}
