import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ShopDetails } from '#shared/schemas/back-office';
import { getJson, sendJson } from '../../../../lib/api';
import { isAvailabilityKey, queryKeys } from '../../../../lib/query-keys';

/** `GET /api/shop`: what Home, Contact, the footer and messages show, and the booking rules. */
export const shopQueryOptions = () => queryOptions({ queryKey: queryKeys.shop(), queryFn: () => getJson('/api/shop', ShopDetails) });

/**
 * `PUT /api/shop` → 200 `ShopDetails`. Afterwards the shop, the booking rules (notice, horizon, slot
 * step) and availability load again.
 */
export function useSaveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: ShopDetails) => sendJson('PUT', '/api/shop', details, ShopDetails),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.shop(), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.shop() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingRules() }),
        queryClient.invalidateQueries({ predicate: (q) => isAvailabilityKey(q.queryKey) }),
      ]);
    },
  });
}
