import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '#pwa/lib/api';
import { LowStockList, StaffOrder, StaffOrderList, type FulfilmentStatus, type OrderPatchInput } from '#shared/schemas/store';

/** `GET /api/orders?status=` (staff): newest first. */
export const ordersKey = (status: FulfilmentStatus | 'all') => ['/api/orders', status] as const;
export const lowStockKey = ['/api/products/low-stock'] as const;

export function useOrders(status: FulfilmentStatus | 'all') {
  return useQuery({
    queryKey: ordersKey(status),
    queryFn: async () => (await getJson(status === 'all' ? '/api/orders' : `/api/orders?status=${status}`, StaffOrderList)).orders,
    refetchInterval: 60_000,
  });
}

/** `GET /api/products/low-stock` (staff): what to restock. */
export function useLowStock() {
  return useQuery({ queryKey: lowStockKey, queryFn: () => getJson('/api/products/low-stock', LowStockList), refetchInterval: 60_000 });
}

/** `PATCH /api/orders/{id}`: ready, picked up, or (owner) refunded; every list and the low-stock card refresh. */
export function useOrderChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number } & OrderPatchInput) =>
      StaffOrder.parse(await (await apiRequest('PATCH', `/api/orders/${id}`, { status })).json()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/orders'] }),
        queryClient.invalidateQueries({ queryKey: lowStockKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/products'] }),
      ]),
  });
}
