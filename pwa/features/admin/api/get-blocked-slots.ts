import { queryOptions, useQuery } from '@tanstack/react-query';
import { BlockedSlotList, type BlockedSlot } from '#shared/schemas/blocked-slot';
import { getJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/blocked-slots (staff only): blocks ending today or later, by start date and time. */
export function fetchBlockedSlots(): Promise<BlockedSlot[]> {
  return getJson('/api/blocked-slots', BlockedSlotList);
}

export const blockedSlotsQueryOptions = () => queryOptions({ queryKey: queryKeys.blockedSlots(), queryFn: fetchBlockedSlots });

export function useBlockedSlots() {
  return useQuery(blockedSlotsQueryOptions());
}
