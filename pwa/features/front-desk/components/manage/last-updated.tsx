import { Text } from '@radix-ui/themes';
import { useConnection } from '#pwa/offline/connection';
import { isUnreachable } from '#pwa/offline/outbox-rules';
import { useNow } from '../../hooks/use-now';
import { formatUpdatedAt } from '../../lib/age';
import { useT } from '#pwa/i18n/use-t';

type Query = { data?: unknown; dataUpdatedAt: number; error: unknown; isRefetchError: boolean };

/**
 * Whether what a query shows is the answer saved on this device rather than a live one: the device
 * is offline, the server is down, or the last refresh got no answer (or a 502/503/504).
 */
export function useShowsSavedData(query: Query): boolean {
  const connection = useConnection();
  return (
    query.data !== undefined &&
    Boolean(query.dataUpdatedAt) &&
    (connection !== 'online' || (query.isRefetchError && isUnreachable(query.error)))
  );
}

/**
 * "Last updated 7:42 AM (5 minutes ago)": shown while the data on screen is the one saved on this
 * device, however many offline starts ago it was saved, so staff know how old it is.
 */
export function LastUpdated({ query, testId = 'last-updated' }: { query: Query; testId?: string }) {
  const saved = useShowsSavedData(query);
  const now = useNow();
  const { t, lang } = useT();
  if (!saved) return null;
  return (
    <Text size="2" color="orange" data-testid={testId}>
      {t('admin.manage.lastUpdated', { when: formatUpdatedAt(query.dataUpdatedAt, now, lang) })}
    </Text>
  );
}
