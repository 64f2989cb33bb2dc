import { PAGE_ASSETS_ID, type PageAssets } from '#shared/prerender/page-assets';
import { forgetEarlyInput, holdEarlyInput } from './early-input';
import { afterPageInPlace, pageInPlace, visitorLang } from './visitor-lang';
import { startOfflineSupport } from '../offline/start';
import { getUpdateState, subscribeUpdateState } from '../offline/update-state';
import { onFirstUse, savesData, startsAtFirstPaint, whenUntouched } from './first-use';
import { SHOWS_CART_ATTR, deviceHasCart } from './device-cart';
import { keepSiteMenu } from './site-menu';

/**
 * The one script a page's HTML names (docs/decisions/048-first-paint-then-code.md). A pre-rendered
 * page paints from its HTML and its stylesheets, and works as a page without its code: text,
 * pictures, links, scrolling; its menu is a native popover. Its code runs on the visitor's first use of
 * the page, or a few seconds after it has loaded if nobody uses it (docs/decisions/052-code-on-first-use.md,
 * 077-first-tap-without-the-app.md), not while it loads; on a visit whose code the service worker
 * keeps, as soon as it has painted (093-first-tap-sooner.md);
 * the service worker, registered once the page has loaded, keeps every file of the app by then, off
 * the page's main thread. The app shell
 * (staff screens, a page the server did not render) has nothing to paint, so the app starts at once.
 */
function modulePreload(href: string): HTMLLinkElement {
  const el = document.createElement('link');
  el.rel = 'modulepreload';
  el.href = href;
  el.crossOrigin = '';
  return el;
}

/**
 * React first, then the app: each module's evaluation is one task, and both at once took a phone
 * 190-220 ms (4x CPU) in which nothing else could run. Between the two, the browser gets its turn.
 */
async function importApp(): Promise<void> {
  await import('../app/react-dom');
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A language switch tapped before the app: its page is put in place first, and the app hydrates that one.
  await pageInPlace();
  await import('../main');
}

/** Asks for the modules (once each): the browser fetches and compiles them off the main thread, and runs none. */
function preloadModules(modules: readonly string[]): void {
  for (const href of modules) {
    if (!document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) document.head.append(modulePreload(href));
  }
}

let started = false;
/**
 * Starts the app, once. A pre-rendered page's listed code (React, the app, the route's modules) is
 * requested all at once first, so the route's files do not wait for the app's evaluation to ask for them.
 * `failed` runs when the code could not be fetched (offline on a first visit, before the service worker
 * keeps it); the app may then be started again.
 */
function startApp(modules: readonly string[] = [], failed?: () => void): void {
  if (started) return;
  started = true;
  preloadModules(modules);
  importApp().catch((err: unknown) => {
    started = false;
    if (!failed) throw err;
    failed();
  });
}

/** How long the code waits for the first paint before starting anyway (a browser without paint timing, a page that paints nothing). */
const PAINT_WAIT_MS = 3000;

/**
 * Once the page is on screen: when the browser reports its first contentful paint, which it does only
 * once the frame has been presented. A frame's callbacks (and a task queued from them) can run before
 * that, while the first frame is still being drawn, and a phone's connection would then carry the
 * code while the page's own first paint is still pending.
 */
function afterFirstPaint(run: () => void): void {
  // A tab opened in the background draws no frames until it is shown: it need not wait for one.
  if (document.visibilityState !== 'visible') return void setTimeout(run, 0);
  // Without paint timing: after the next frame's callbacks.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(() => setTimeout(run, 0));
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  function go(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    setTimeout(run, 0);
  }
  // `buffered`: a paint already reported (the boot file ran late) is delivered too.
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, PAINT_WAIT_MS);
}

/**
 * Offline support (persistent storage, the service worker, a staff device's outbox) does not wait for
 * the app: it starts once the page has loaded (and painted), whether or not the visitor uses the page.
 * MODE, not PROD: `vite build` is mode 'production' whatever NODE_ENV is (the e2e server builds under
 * NODE_ENV=test); the dev server (mode 'development') never registers one.
 */
function offlineSupport(): void {
  startOfflineSupport({
    serviceWorker: import.meta.env.MODE === 'production',
    staffReplay: () => import('../features/front-desk/lib/background-replay'),
  });
}

// The site's menu works from the page's HTML, before the app and after it (a native popover).
keepSiteMenu();

const listed = document.getElementById(PAGE_ASSETS_ID);
if (listed) {
  holdEarlyInput();
  const assets = JSON.parse(listed.textContent ?? '{}') as PageAssets;
  // The code could not be fetched: the taps held for it are forgotten (they did nothing), and the
  // next use of the page, or the connection coming back, tries again.
  const start = (): void =>
    startApp(assets.modules, () => {
      forgetEarlyInput();
      onFirstUse(start);
      window.addEventListener('online', start, { once: true });
    });
  // A visit after the first: the service worker keeps the code, so it is asked for now, and the app
  // starts once the page has painted (docs/decisions/093-first-tap-sooner.md); not under Save-Data.
  const codeKept = Boolean(navigator.serviceWorker?.controller) && !savesData();
  if (codeKept) preloadModules(assets.modules);
  afterFirstPaint(() => {
    offlineSupport();
    const visitor = {
      lang: visitorLang(),
      year: new Date().getFullYear(),
      online: navigator.onLine,
      hasCart: deviceHasCart(),
      codeKept,
    };
    const page = {
      lang: document.documentElement.lang,
      year: assets.year,
      showsCart: document.querySelector(`[${SHOWS_CART_ATTR}]`) !== null,
    };
    if (startsAtFirstPaint(page, visitor)) start();
  });
  onFirstUse(start);
  // The language switch's page in place: the visitor has used the page.
  afterPageInPlace(start);
  // A first visit left untouched starts its app anyway, 3 s after the load in the browser's idle time
  // (Save-Data: only on first use), so a visitor who reads first finds it started when they tap.
  whenUntouched(start);
  // The connection drops: the app says so (its offline banner), from the service worker's copy of its code.
  window.addEventListener('offline', start, { once: true });
  // A new build waiting: the app shows its prompt ("A new version is available").
  subscribeUpdateState(() => {
    if (getUpdateState().available) start();
  });
} else {
  offlineSupport();
  startApp();
}
