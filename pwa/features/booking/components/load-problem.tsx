import { Button, Callout, Flex } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useOnline } from '../../../offline/online-status';
import { OFFLINE_MESSAGE, isNetworkError } from '../lib/network';

type Query = { isError: boolean; isPending: boolean; fetchStatus: string; error: unknown; refetch: () => unknown };

/**
 * A query that failed, or that waits for the network (TanStack pauses queries while offline and
 * resumes them when the connection returns): says what, why if it is the network, and offers a retry.
 */
export function LoadProblem({ what, query }: { what: string; query: Query }) {
  const online = useOnline();
  const paused = query.isPending && query.fetchStatus === 'paused';
  if (!query.isError && !paused) return null;
  const offline = paused || isNetworkError(query.error, online);
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon><ExclamationTriangleIcon /></Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>
          Could not load {what}. {offline ? OFFLINE_MESSAGE : 'Please try again.'}
        </Callout.Text>
        <Button size="2" variant="soft" color="gray" onClick={() => void query.refetch()}>Try again</Button>
      </Flex>
    </Callout.Root>
  );
}

/** Whether a query is still loading for real (not paused for want of a network). */
export const isLoading = (query: Pick<Query, 'isPending' | 'fetchStatus'>) => query.isPending && query.fetchStatus === 'fetching';
