import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ShopDetails } from '#shared/schemas/shop-details';
import { getJson, sendJson } from '#pwa/lib/api';
import { isAvailabilityKey, queryKeys } from '#pwa/lib/query-keys';

/**
 * `GET /api/shop?view=admin`: what Home, Contact, the footer and messages show, and the booking rules,
 * as the owner stored them: the cards' English with their Spanish beside it (the public answer is in
 * the page's language, and saving it would store Spanish as the English).
 */
export const shopQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.shop(), 'admin'], queryFn: () => getJson('/api/shop?view=admin', ShopDetails) });

/**
 * `PUT /api/shop` → 200 `ShopDetails`. Afterwards the shop, the booking rules (notice, horizon, slot
 * step) and availability load again.
 */
export function useSaveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: ShopDetails) => sendJson('PUT', '/api/shop', details, ShopDetails),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopQueryOptions().queryKey, saved);
      return Promise.all([
        // The owner's copy and the public one in the page's language.
        queryClient.invalidateQueries({ queryKey: queryKeys.shop() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingRules() }),
        queryClient.invalidateQueries({ predicate: (q) => isAvailabilityKey(q.queryKey) }),
      ]);
    },
  });
}
