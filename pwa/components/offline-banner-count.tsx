import { Text } from '@radix-ui/themes';
import { useWaitingChanges } from '../offline/outbox-count';
import { useT } from '../i18n/use-t';

/** "N staff changes wait to sync", live from the outbox; nothing when it is empty. */
export function OfflineBannerCount() {
  const waiting = useWaitingChanges();
  const { t } = useT();
  if (!waiting) return null;
  return (
    <Text size="2" weight="medium" className="offline-banner-count" data-testid="offline-banner-outbox">
      {t('common.offline.waiting', { count: waiting })}
    </Text>
  );
}
