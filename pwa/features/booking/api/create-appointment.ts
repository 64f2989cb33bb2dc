import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentInput, BookedAppointment } from '#shared/schemas/appointment';
import { IDEMPOTENCY_HEADER } from '#shared/domain/idempotency-headers';
import { schema, sendJson } from '#pwa/lib/api';
import { isAppointmentsKey, isAvailabilityKey } from '#pwa/lib/query-keys';

/**
 * POST /api/appointments: 201 with the booked appointment; 409 `slot_taken` when the time went meanwhile.
 * With `idempotencyKey`, a retry of the same booking gets the first answer and books nothing twice.
 */
export function createAppointment(input: AppointmentInput, idempotencyKey?: string): Promise<BookedAppointment> {
  // The answer's schema (and zod) loads with the first booking, not with /book.
  const headers: Record<string, string> = idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {};
  return sendJson('POST', '/api/appointments', input, schema('appointment', 'BookedAppointment'), headers);
}

/** After an appointment is created, appointments and availability are refreshed (docs/product.md#data-loading). */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once (and say so) instead of waiting silently for the network.
    networkMode: 'always',
    mutationFn: ({ input, idempotencyKey }: { input: AppointmentInput; idempotencyKey?: string }) =>
      createAppointment(input, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => isAvailabilityKey(q.queryKey) || isAppointmentsKey(q.queryKey) }),
  });
}
