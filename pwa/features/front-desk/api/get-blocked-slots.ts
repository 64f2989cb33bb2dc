import { queryOptions, useQuery } from '@tanstack/react-query';
import { BlockBounds, BlockedSlotList, type BlockedSlot } from '#shared/schemas/blocked-slot';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/blocked-slots (staff only): blocks ending today or later, by start date and time. */
export function fetchBlockedSlots(): Promise<BlockedSlot[]> {
  return getJson('/api/blocked-slots', BlockedSlotList);
}

export const blockedSlotsQueryOptions = () => queryOptions({ queryKey: queryKeys.blockedSlots(), queryFn: fetchBlockedSlots });

export function useBlockedSlots() {
  return useQuery(blockedSlotsQueryOptions());
}

/** GET /api/blocked-slots/bounds (staff only): the daily times a block may cover, per barber and for All Barbers. */
export function useBlockBounds() {
  return useQuery({ queryKey: queryKeys.blockBounds(), queryFn: () => getJson('/api/blocked-slots/bounds', BlockBounds) });
}
