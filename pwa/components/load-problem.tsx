import { Button, Callout, Flex } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { isNetworkError, isUnauthorized } from '../lib/api-errors';
import { useOnline } from '../offline/online-status';
import { useT } from '../i18n/use-t';

type Query = { isError: boolean; isPending?: boolean; fetchStatus?: string; error: unknown; refetch: () => unknown };

type Props = {
  what: string;
  query: Query;
  /** Replaces 'Could not load {what}.' where the shop's wording is fixed ('Failed to fetch clients'). */
  failure?: string;
  /**
   * Given, a query waiting for the network (TanStack pauses queries while offline and resumes them when
   * the connection returns) or failed for want of one says this instead of 'Please try again.'.
   */
  offlineMessage?: string;
  /** The retry button's size: '3' on staff's tablet, '2' (the default) on the public site. */
  size?: '2' | '3';
};

/**
 * A query that could not load: says what, why if it is the network, and offers a retry (a 401 says to
 * sign in again instead).
 */
export function LoadProblem({ what, query, failure, offlineMessage, size = '2' }: Props) {
  const online = useOnline();
  const { t } = useT();
  const paused = offlineMessage !== undefined && query.isPending === true && query.fetchStatus === 'paused';
  if (!query.isError && !paused) return null;
  const signedOut = isUnauthorized(query.error);
  const offline = offlineMessage !== undefined && (paused || isNetworkError(query.error, online));
  const advice = signedOut ? t('common.load.signedOut') : offline ? offlineMessage : t('common.load.pleaseTryAgain');
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        {failure && <Callout.Text weight="bold">{failure}</Callout.Text>}
        <Callout.Text>
          {failure ? '' : `${t('common.load.couldNotLoad', { what })} `}
          {advice}
        </Callout.Text>
        {!signedOut && (
          <Button size={size} variant="soft" color="gray" onClick={() => void query.refetch()}>
            {t('common.action.tryAgain')}
          </Button>
        )}
      </Flex>
    </Callout.Root>
  );
}

/** Whether a query is still loading for real (not paused for want of a network). */
export const isLoading = (query: { isPending: boolean; fetchStatus: string }) => query.isPending && query.fetchStatus === 'fetching';
