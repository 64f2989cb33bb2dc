import { Text } from '@radix-ui/themes';
import { useWaitingChanges } from '../offline/outbox-count';

/** "N staff changes wait to sync", live from the outbox; nothing when it is empty. */
export function OfflineBannerCount() {
  const waiting = useWaitingChanges();
  if (!waiting) return null;
  return (
    <Text size="2" weight="medium" className="offline-banner-count" data-testid="offline-banner-outbox">
      {waiting === 1 ? '1 staff change waits to sync.' : `${waiting} staff changes wait to sync.`}
    </Text>
  );
}
