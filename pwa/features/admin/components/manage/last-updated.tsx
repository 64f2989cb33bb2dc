import { Text } from '@radix-ui/themes';
import { useOnline } from '../../../../offline/online-status';
import { isNetworkFailure } from '../../../../offline/outbox-rules';
import { useNow } from '../../hooks/use-now';
import { formatAge } from '../../lib/age';

type Query = { data?: unknown; dataUpdatedAt: number; error: unknown; isRefetchError: boolean };

/**
 * "Last updated 5 minutes ago": shown while the list on screen is the one saved on this device
 * (offline, or the last refresh got no answer), so staff know how old it is.
 */
export function LastUpdated({ query }: { query: Query }) {
  const online = useOnline();
  const now = useNow();
  const saved = !online || (query.isRefetchError && isNetworkFailure(query.error));
  if (!saved || query.data === undefined || !query.dataUpdatedAt) return null;
  return (
    <Text size="2" color="orange" data-testid="last-updated">
      Last updated {formatAge(query.dataUpdatedAt, now)}
    </Text>
  );
}
