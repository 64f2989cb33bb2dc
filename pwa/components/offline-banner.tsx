import { lazy, Suspense } from 'react';
import { Text } from '@radix-ui/themes';
import { useConnection } from '../offline/connection';
import { useT } from '../i18n/use-t';
import './offline-banner.css';

// The count of waiting staff changes reads the Dexie outbox: that code loads only when offline
// (the service worker has it precached). Without it (no worker, dev server) the banner still shows.
const WaitingChanges = lazy(() =>
  import('./offline-banner-count').then((m) => ({ default: m.OfflineBannerCount })).catch(() => ({ default: () => null })),
);

/**
 * A small, calm note on every page while the browser is offline or the shop's server does not
 * answer (no answer at all, or 502/503/504, confirmed by a probe: offline/connection.ts), with how
 * many staff changes wait to sync. The status region is always in the page so screen readers
 * announce what appears in it.
 */
export function OfflineBanner() {
  const connection = useConnection();
  const { t } = useT();
  return (
    <div role="status" className="offline-banner-region">
      {connection !== 'online' && (
        <div className="offline-banner" data-testid="offline-banner" data-connection={connection}>
          <span className="offline-banner-dot" aria-hidden="true" />
          <Text size="2">{connection === 'offline' ? t('common.offline.browser') : t('common.offline.server')}</Text>
          <Suspense fallback={null}>
            <WaitingChanges />
          </Suspense>
        </div>
      )}
    </div>
  );
}
