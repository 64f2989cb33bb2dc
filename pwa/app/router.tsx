import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { backOfficeRoute } from '../features/back-office/routes';
import { bookingRoutes } from '../features/booking/routes';
import { frontDeskRoutes } from '../features/front-desk/routes';
import { manageRoutes } from '../features/manage/routes';
import { boardChildren, lineRoutes } from '../features/line/routes';
import { notFoundRoute, siteRoutes } from '../features/site/routes';
import { staffAccountsRoutes, staffScreenRoute } from '../features/staff-accounts/routes';
import { adminLayoutLazy } from '../features/staff-shell/routes';
import { storeRoutes } from '../features/store/routes';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';

/**
 * Route-level code splitting: each page is its own chunk, so a visitor on / never downloads
 * the booking wizard, the store or any admin code until they go there. Each feature lists its own
 * lazy routes in its `routes.tsx`, the only file of a feature the app imports (docs/decisions/063-pwa-rooms.md).
 */
/**
 * A public page's `handle.module` names its module (as the build's manifest does), so the server can
 * link that page's CSS and code in the HTML it renders (server/prerender/render-page.ts).
 */
export type PageHandle = { module: string };

/**
 * What shows while the first page's chunk loads, before the router has anything to render: nothing,
 * as before, but said on purpose (without it React Router warns on every first load). A pre-rendered
 * page would put its own shell here.
 */
function FirstLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    // The admin area has its own layout (no public header/footer); its code loads only under /admin.
    path: 'admin',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    lazy: adminLayoutLazy,
    children: [...frontDeskRoutes, ...staffAccountsRoutes, backOfficeRoute([staffScreenRoute])],
  },
  {
    // The lobby TV and its poster: no site header or footer, no sign-in (docs/decisions/068-floor-screens.md).
    path: 'board',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: boardChildren,
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [...siteRoutes, ...bookingRoutes, ...storeRoutes, ...manageRoutes, ...lineRoutes, notFoundRoute],
  },
];

/**
 * The app's router in the browser. Hydrating a pre-rendered page, it is told so (`hydrationData`):
 * otherwise its <ScrollRestoration> scrolls to the top once the page has hydrated, and a visitor who
 * had already scrolled (or was tapping a product further down) was thrown back up.
 */
export const createAppRouter = (opts: { hydrating?: boolean } = {}) =>
  createBrowserRouter(routes, opts.hydrating ? { hydrationData: { loaderData: {} } } : undefined);

/**
 * Before hydrating a page the server rendered (pwa/entry-server.tsx), the matched routes' code must be
 * in place: a route still `lazy` would make the router draw its HydrateFallback, not the server's HTML.
 * Loads each matched lazy route and puts what it gives on the route itself (React Router's pattern).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
