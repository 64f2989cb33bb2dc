import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Closure, ClosureList, type ClosureInput } from '#shared/schemas/days-off';
import { apiRequest, getJson, sendJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** `GET /api/closures`: the closures that have not ended, by start. */
export const closuresQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.closures(), queryFn: () => getJson('/api/closures', ClosureList) });

/** Closures change what can be booked: the list, the booking rules' calendar and availability reload. */
function useInvalidateClosures() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) =>
        ['/api/closures', '/api/booking-rules'].includes(String(q.queryKey[0])) || String(q.queryKey[0]).startsWith('/api/availability'),
    });
}

/** `POST /api/closures` → 201 `Closure` (409 `{ message, appointments }` over live appointments). */
export function useAddClosure() {
  const invalidate = useInvalidateClosures();
  return useMutation({ mutationFn: (input: ClosureInput) => sendJson('POST', '/api/closures', input, Closure), onSuccess: invalidate });
}

/** `DELETE /api/closures/{id}` → 204. */
export function useRemoveClosure() {
  const invalidate = useInvalidateClosures();
  return useMutation({ mutationFn: async (id: number) => void (await apiRequest('DELETE', `/api/closures/${id}`)), onSuccess: invalidate });
}
