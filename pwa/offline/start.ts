import { askForPersistentStorage } from './persist-storage';
import { isStaffDevice } from './staff-device';

/**
 * Offline support, started by pwa/start/boot.ts on every page (whether or not its app has started) once
 * the page has loaded, so none of it competes with the first render: asks for persistent storage, in
 * production builds registers the service worker (workbox-window arrives in its own small chunk, off the first visit's critical path), and
 * on a staff device starts replaying the outbox, whichever page the app opened on.
 */
export function startOfflineSupport(opts: {
  serviceWorker: boolean;
  staffReplay: () => Promise<{ startBackgroundReplay: () => void }>;
}): void {
  const start = () => {
    void askForPersistentStorage();
    if (isStaffDevice()) {
      opts
        .staffReplay()
        .then((m) => m.startBackgroundReplay())
        .catch((err: unknown) => console.warn('Could not start sending waiting changes:', err));
    }
    if (opts.serviceWorker && 'serviceWorker' in navigator) {
      import('./register-sw')
        .then((m) => m.registerServiceWorker())
        .catch((err: unknown) => console.warn('Service worker registration failed:', err));
    }
  };
  // Never in the task that evaluates the app's modules: reading localStorage and asking for storage take a phone tens of ms.
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', start, { once: true });
}
