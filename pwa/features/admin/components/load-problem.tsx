import { Button, Callout, Flex } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { isUnauthorized } from '../lib/unauthorized';

type Query = { isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A list that could not load: says what, and offers a retry (a 401 says to sign in again instead).
 * `failure` replaces 'Could not load {what}.' where the shop's wording is fixed ('Failed to fetch clients').
 */
export function LoadProblem({ what, query, failure }: { what: string; query: Query; failure?: string }) {
  if (!query.isError) return null;
  const signedOut = isUnauthorized(query.error);
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon><ExclamationTriangleIcon /></Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        {failure && <Callout.Text weight="bold">{failure}</Callout.Text>}
        <Callout.Text>
          {failure ? '' : `Could not load ${what}. `}{signedOut ? 'You are logged out. Please sign in again.' : 'Please try again.'}
        </Callout.Text>
        {!signedOut && <Button size="3" variant="soft" color="gray" onClick={() => void query.refetch()}>Try again</Button>}
      </Flex>
    </Callout.Root>
  );
}
