import type { QueryClient } from '@tanstack/react-query';
import { isAppointmentsKey, isAvailabilityKey } from '#pwa/lib/query-keys';

const startsWith = (key: readonly unknown[], prefix: string) => String(key[0]).startsWith(prefix);

/**
 * After a walk-in, a cancellation or a move: the appointment lists (docs/product.md#data-loading), and what they
 * feed (availability, the stat cards, the clients' last visits, analytics).
 */
export function refreshAfterAppointmentChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: k }) =>
      isAppointmentsKey(k) || isAvailabilityKey(k) || startsWith(k, '/api/admin/') || startsWith(k, '/api/clients'),
  });
}

/** After a blocked-slot change: the list and every availability query (docs/product.md#data-loading). */
export function refreshAfterBlockChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: k }) => isAvailabilityKey(k) || startsWith(k, '/api/blocked-slots'),
  });
}
