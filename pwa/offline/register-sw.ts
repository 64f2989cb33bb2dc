import { Workbox } from 'workbox-window';
import { addReloadGuard } from './reload-guard';
import { announceUpdate } from './update-state';

const HOUR = 60 * 60 * 1000;
/** Coming back to the tab checks for a new build, at most once a minute. */
const VISIBLE_CHECK_GAP = 60 * 1000;
/** If the new worker has not taken over this long after Reload, reload anyway (it will still wait). */
const TAKEOVER_TIMEOUT = 5000;

/**
 * Registers /sw.js with workbox-window (loaded after the page's `load`, production builds only)
 * and runs the prompt flow (docs/decisions/031-pwa-update-flow.md):
 * - a new build installs in the background and waits; the app shows "A new version is available";
 * - Reload (when no form or outbox guard objects) tells the waiting worker to take over and reloads
 *   this tab once it controls the page, so no page ever runs old and new chunks together;
 * - a tab whose worker was switched by another tab's Reload keeps running (its old chunks stay
 *   cached) and shows the prompt too;
 * - updates are checked hourly and when the tab becomes visible again.
 */
export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  let controlled = Boolean(navigator.serviceWorker.controller);
  let reloading = false;

  const takeOver = () => {
    if (reloading) return;
    reloading = true;
    void navigator.serviceWorker.getRegistration().then((reg) => {
      if (!reg?.waiting) return window.location.reload(); // already active (another tab): just reload
      wb.messageSkipWaiting();
      window.setTimeout(() => window.location.reload(), TAKEOVER_TIMEOUT);
    });
  };

  wb.addEventListener('waiting', () => announceUpdate(takeOver));
  wb.addEventListener('controlling', () => {
    if (reloading) return window.location.reload();
    if (!controlled) {
      controlled = true; // the first worker claimed this page: nothing to reload
      return;
    }
    announceUpdate(takeOver); // another tab switched to the new build; this one still runs the old
  });

  // The outbox (filled by the front desk while offline) must sync before a reload.
  addReloadGuard(async () => {
    const { countWaitingChanges } = await import('./outbox-count');
    return (await countWaitingChanges()) > 0 ? 'the staff changes waiting to sync' : null;
  });

  const reg = await wb.register();
  if (!reg) return;
  // A page that loaded past the active worker (a hard reload, or a reload while the first worker was
  // activating: the browser claims only pages already running) would stay uncontrolled, and so not
  // open offline, until its next navigation: ask the active worker to claim it ('controlling' above).
  if (!controlled) {
    void navigator.serviceWorker.ready.then((ready) => {
      if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: 'CLAIM' });
    });
  }
  // workbox-window stops following updates after the first one it calls external (a later deploy
  // found by our own hourly check): follow every new worker on the registration as well.
  reg.addEventListener('updatefound', () => {
    const sw = reg.installing;
    sw?.addEventListener('statechange', () => {
      if (sw.state === 'installed' && reg.active && reg.waiting === sw) announceUpdate(takeOver);
    });
  });

  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    reg.update().catch(() => {}); // offline or the server is down: try again later
  };
  window.setInterval(check, HOUR);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > VISIBLE_CHECK_GAP) check();
  });
}
