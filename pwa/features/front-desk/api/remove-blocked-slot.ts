import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlockedSlot } from '#shared/schemas/blocked-slot';
import { sendChange } from '../../staff-shell/lib/send';
import { refreshAfterBlockChange } from '../../staff-shell/lib/invalidate';

/** DELETE /api/blocked-slots/{id} → 200 the removed block. */
export function removeBlockedSlot(id: number): Promise<BlockedSlot> {
  return sendChange('DELETE', `/api/blocked-slots/${id}`, undefined, BlockedSlot);
}

/** After a block is removed, availability is refreshed (docs/product.md#data-loading). */
export function useRemoveBlockedSlot() {
  const queryClient = useQueryClient();
  return useMutation({ networkMode: 'always', mutationFn: removeBlockedSlot, onSettled: () => refreshAfterBlockChange(queryClient) });
}
