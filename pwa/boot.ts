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

function startApp(assets: PageAssets | undefined): void {
  for (const href of assets?.modules ?? []) document.head.append(modulePreload(href));
  void import('./main');
}

/** After the next paint: a frame's callbacks run before it paints, a task queued from them after. */
function afterPaint(run: () => void): void {
  // A tab opened in the background draws no frames until it is shown: it need not wait for one.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

const listed = document.getElementById(PAGE_ASSETS_ID);
if (listed) {
  holdEarlyInput();
  const assets = JSON.parse(listed.textContent ?? '{}') as PageAssets;
  afterPaint(() => startApp(assets));
} else {
  startApp(undefined);
}
