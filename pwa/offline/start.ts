import { askForPersistentStorage } from './persist-storage';

/**
 * Offline support, started from main.tsx once the page has loaded, so none of it competes with
 * the first render: asks for persistent storage, and in production builds registers the service
 * worker (workbox-window arrives in its own small chunk, off the first visit's critical path).
 */
export function startOfflineSupport(opts: { serviceWorker: boolean }): void {
  const start = () => {
    void askForPersistentStorage();
    if (opts.serviceWorker && 'serviceWorker' in navigator) {
      import('./register-sw')
        .then((m) => m.registerServiceWorker())
        .catch((err: unknown) => console.warn('Service worker registration failed:', err));
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
