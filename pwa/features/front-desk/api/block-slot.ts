import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlockedSlot, type NewBlockedSlot } from '#shared/schemas/blocked-slot';
import { sendJson } from '#pwa/lib/api';
import { refreshAfterBlockChange } from '../../staff-shell/lib/invalidate';

/** POST /api/blocked-slots → 201 the block; 409 (with a message naming them) when appointments overlap it. */
export function blockSlot(input: NewBlockedSlot): Promise<BlockedSlot> {
  return sendJson('POST', '/api/blocked-slots', input, BlockedSlot);
}

/** After a block is added, availability is refreshed (docs/product.md#data-loading). */
export function useBlockSlot() {
  const queryClient = useQueryClient();
  return useMutation({ networkMode: 'always', mutationFn: blockSlot, onSettled: () => refreshAfterBlockChange(queryClient) });
}
