import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { onServerBack } from '#pwa/offline/connection';

/**
 * What failed while the server could not be reached loads again as soon as it answers: the header's
 * Inbox count (else gone until its next one-minute poll), today's list and the stat cards shown
 * from the saved copy, and any screen that said it could not load. Queries the browser paused
 * while offline resume by themselves (TanStack); these are the ones that got no answer and failed.
 */
export function refetchFailed(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' }, { throwOnError: false });
}

export function useRefetchWhenServerBack(): void {
  const queryClient = useQueryClient();
  useEffect(() => onServerBack(() => void refetchFailed(queryClient)), [queryClient]);
}
