/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js; docs/decisions/006-pwa.md).
 *
 * - Precache: every built file (app shell, every route's chunks and CSS, icons, images), so what a
 *   visitor has opened once, and every page they have not, opens with the network off.
 * - Navigations: network first (the server's pre-rendered page, docs/decisions/043-prerendering.md),
 *   the page as last fetched when the network fails or takes over 3 s, else the precached shell
 *   (index.html), which routes on the device; /api and real files are left alone. The kept pages are
 *   dropped when a new worker activates, so a deploy never leaves old HTML to be served.
 * - What the owner edits (services, barbers, products, shop details, closures, booking rules):
 *   network first, the cached copy only when the network fails or takes over 4 s, so an edit shows
 *   on the next page load and an offline copy catches up on the next online visit; the lists are
 *   fetched once at install (the first visit asked for them before this worker existed). Images: cache-first,
 *   with expiry. Every other request, all other /api calls included, is never answered by this
 *   worker: it goes to the network as if there were no worker.
 * - Updates wait (prompt flow): a new worker activates only when the page asks (SKIP_WAITING, after
 *   staff press Reload) or when no tab runs the old one. The first worker claims open pages at once.
 * - Tabs still running the previous build can load its chunks: the previous build's /assets/ are
 *   kept in their own cache when a new worker installs, so no page ever mixes old and new code.
 */
import { cacheNames } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
// Web-push reminders: show the notification, open the app on a tap (docs/decisions/007-push.md).
import './sw-push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY = 24 * 60 * 60;
const PREVIOUS_ASSETS = 'previous-build-assets';
const manifest = self.__WB_MANIFEST;

// No directory index: `/` is a page like any other (network first, below), not the precached shell
// that workbox would otherwise answer it with as `/index.html` on every visit after the first.
precacheAndRoute(manifest, { directoryIndex: '' });
cleanupOutdatedCaches();

/**
 * Page loads of the app's own paths: the server's answer (a pre-rendered page, or the shell), kept
 * for offline; offline or slow, the kept copy, else the precached shell, which routes on the device.
 */
const PAGES_CACHE = 'pages';
/**
 * The server's pages and catalogue answers vary with the language (`Vary: Cookie, Accept-Language`,
 * docs/decisions/046-spanish.md); a device keeps one copy per URL, the last it fetched, whatever the
 * headers (a page kept in the other language is drawn anew by the app in the chosen one).
 */
const ANY_VARY: CacheQueryOptions = { ignoreVary: true };
const pages = new NetworkFirst({
  networkTimeoutSeconds: 3,
  cacheName: PAGES_CACHE,
  matchOptions: ANY_VARY,
  plugins: [
    // A server that answers 5xx (down behind a proxy) counts as no answer: the kept page or the shell.
    {
      fetchDidSucceed: async ({ response }) => {
        if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
        return response;
      },
    },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY }),
  ],
});
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i] }, // the API, and real files (an image opened in a tab)
  ),
);

/**
 * The public catalogue and shop: GET /api/services[/:id], /api/barbers[/:id], /api/products[?category=],
 * /api/shop, /api/closures, /api/booking-rules. Network first: the owner's edits must show at once
 * (docs/decisions/041-back-office.md), so a cached copy is only the offline (or very slow) answer.
 */
const CATALOGUE = /^\/api\/(?:(?:services|barbers)(?:\/\d+)?|products|shop|closures|booking-rules)$/;
const CATALOGUE_CACHE = 'catalogue';
registerRoute(
  // The staff views (`?view=desk|admin`) are not the public's: left to the network.
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && CATALOGUE.test(url.pathname) && !url.searchParams.has('view'),
  new NetworkFirst({
    networkTimeoutSeconds: 4,
    cacheName: CATALOGUE_CACHE,
    matchOptions: ANY_VARY,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY })],
  }),
);

/**
 * The first visit's pages asked for the catalogue before this worker existed: fetch the lists once
 * at install, so Home, Services, Barbers and Store open offline right after a first visit. A
 * failure (offline while installing) is fine: the pages fill the cache as they are used.
 */
async function warmCatalogue(): Promise<void> {
  const cache = await caches.open(CATALOGUE_CACHE);
  await Promise.all(
    ['/api/services', '/api/barbers', '/api/products', '/api/shop', '/api/closures', '/api/booking-rules'].map(async (path) => {
      try {
        const response = await fetch(path, { credentials: 'same-origin' });
        if (response.ok) await cache.put(path, response);
      } catch {
        /* offline: nothing to keep */
      }
    }),
  );
}

/** Images not in the precache (anything added after this build): cache-first, bounded. */
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/** A chunk of the previous build, asked for by a tab that still runs it (see keepPreviousAssets). */
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  async ({ request }) => (await caches.match(request, { cacheName: PREVIOUS_ASSETS })) ?? fetch(request),
);

/**
 * On install, before activation removes them from the precache, copy the running build's /assets/
 * files that the new build no longer has into their own cache (replacing the generation before).
 */
async function keepPreviousAssets(): Promise<void> {
  if (!(await caches.has(cacheNames.precache))) return; // first install: nothing runs yet
  const next = new Set(manifest.map((e) => new URL(typeof e === 'string' ? e : e.url, self.location.href).href));
  const precache = await caches.open(cacheNames.precache);
  const old = (await precache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/assets/') && !next.has(r.url));
  await caches.delete(PREVIOUS_ASSETS);
  const keep = await caches.open(PREVIOUS_ASSETS);
  for (const request of old) {
    const response = await precache.match(request);
    if (response) await keep.put(request, response);
  }
}

self.addEventListener('install', (event) => event.waitUntil(Promise.all([keepPreviousAssets(), warmCatalogue()])));

// The first worker has no predecessor and activates at once; claiming makes the open page
// controlled (offline works on the first visit). Later workers activate only via SKIP_WAITING.
// A new worker drops the pages the previous build rendered (their code is no longer precached).
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), caches.delete(PAGES_CACHE)])));

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // An open page this worker does not control yet (it loaded past it) asks to be claimed.
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});
