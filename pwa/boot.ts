import { PAGE_ASSETS_ID, type PageAssets } from './app/page-assets';
import { holdEarlyInput } from './early-input';

/**
 * The one script a page's HTML names (docs/decisions/048-first-paint-then-code.md). A pre-rendered
 * page paints from its HTML and its stylesheets (linked in its head), so nothing else competes with
 * it for a phone's connection and main thread: the route's code and the app start only once the page
 * has painted. The app shell (staff screens, a page the server did not render) has nothing to paint,
 * so the app starts at once.
 */
function modulePreload(href: string): HTMLLinkElement {
  const el = document.createElement('link');
  el.rel = 'modulepreload';
  el.href = href;
  el.crossOrigin = '';
  return el;
}

/**
 * Module preloads added per task. Each starts a request: 2-3.5 ms of the main thread in Lighthouse's
 * trace, four times that on a phone, so six in a task made tasks of 52-60 ms at a phone's speed on
 * /book (docs/decisions/051-compile-hints.md). Two keep each task well under 50 ms.
 */
const PRELOADS_PER_TASK = 2;

/**
 * React first, then the app: each module's evaluation is one task, and both at once took a phone
 * 190-220 ms (4x CPU) in which nothing else could run. Between the two, the browser gets its turn.
 */
async function importApp(): Promise<void> {
  await import('./app/react-dom');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./main');
}

function startApp(assets: PageAssets | undefined): void {
  if (!assets) return void importApp();
  const modules = assets.modules;
  let added = 0;
  const next = () => {
    for (const href of modules.slice(added, added + PRELOADS_PER_TASK)) document.head.append(modulePreload(href));
    added += PRELOADS_PER_TASK;
    // The app's import in a task of its own: Vite's preload helper runs with it (55 ms at 4x on /).
    setTimeout(added < modules.length ? next : () => void importApp(), 0);
  };
  next();
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
  let started = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  function start(): void {
    if (started) return;
    started = true;
    observer.disconnect();
    setTimeout(run, 0);
  }
  // `buffered`: a paint already reported (the boot file ran late) is delivered too.
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
}

const listed = document.getElementById(PAGE_ASSETS_ID);
if (listed) {
  holdEarlyInput();
  const assets = JSON.parse(listed.textContent ?? '{}') as PageAssets;
  afterFirstPaint(() => startApp(assets));
} else {
  startApp(undefined);
}
