import { lazy, Suspense } from 'react';
import { Text } from '@radix-ui/themes';
import { useOnline } from '../offline/online-status';
import './offline-banner.css';

// The count of waiting staff changes reads the Dexie outbox: that code loads only when offline
// (the service worker has it precached). Without it (no worker, dev server) the banner still shows.
const WaitingChanges = lazy(() =>
  import('./offline-banner-count').then((m) => ({ default: m.OfflineBannerCount })).catch(() => ({ default: () => null })),
);

/**
 * A small, calm note on every page while the browser is offline, with how many staff changes wait
 * to sync. The status region is always in the page so screen readers announce what appears in it.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner-region">
      {!online && (
        <div className="offline-banner" data-testid="offline-banner">
          <span className="offline-banner-dot" aria-hidden="true" />
          <Text size="2">You’re offline. Pages you’ve opened still work.</Text>
          <Suspense fallback={null}>
            <WaitingChanges />
          </Suspense>
        </div>
      )}
    </div>
  );
}
