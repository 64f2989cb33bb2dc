import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';

/**
 * Route-level code splitting: each page is its own chunk, so a visitor on / never downloads
 * the booking wizard, the store or any admin code until they go there.
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
    lazy: () => import('../features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      { index: true, lazy: () => import('../features/admin/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
      { path: 'login', lazy: () => import('../features/admin/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: 'account', lazy: () => import('../features/admin/account/account-page').then((m) => ({ Component: m.AccountPage })) },
      {
        // The owner's back office (docs/decisions/041-back-office.md): its page checks the role.
        path: 'back-office',
        lazy: () => import('../features/admin/back-office/back-office-page').then((m) => ({ Component: m.BackOfficePage })),
        children: [
          { index: true, element: <Navigate to="services" replace /> },
          { path: 'services', lazy: () => import('../features/admin/back-office/services/services-screen').then((m) => ({ Component: m.ServicesScreen })) },
          { path: 'barbers', lazy: () => import('../features/admin/back-office/barbers/barbers-screen').then((m) => ({ Component: m.BarbersScreen })) },
          { path: 'products', lazy: () => import('../features/admin/back-office/products/products-screen').then((m) => ({ Component: m.ProductsScreen })) },
          { path: 'closures', lazy: () => import('../features/admin/back-office/closures/closures-screen').then((m) => ({ Component: m.ClosuresScreen })) },
          { path: 'shop', lazy: () => import('../features/admin/back-office/shop/shop-screen').then((m) => ({ Component: m.ShopScreen })) },
          { path: 'staff', lazy: () => import('../features/admin/back-office/staff/staff-screen').then((m) => ({ Component: m.StaffScreen })) },
          { path: 'history', lazy: () => import('../features/admin/back-office/history/history-screen').then((m) => ({ Component: m.HistoryScreen })) },
        ],
      },
    ],
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      { index: true, handle: { module: 'features/site/pages/home-page.tsx' }, lazy: () => import('../features/site/pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'services', handle: { module: 'features/site/pages/services-page.tsx' }, lazy: () => import('../features/site/pages/services-page').then((m) => ({ Component: m.ServicesPage })) },
      { path: 'barbers', handle: { module: 'features/site/pages/barbers-page.tsx' }, lazy: () => import('../features/site/pages/barbers-page').then((m) => ({ Component: m.BarbersPage })) },
      { path: 'about', handle: { module: 'features/site/pages/about-page.tsx' }, lazy: () => import('../features/site/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'contact', handle: { module: 'features/site/pages/contact-page.tsx' }, lazy: () => import('../features/site/pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'book', handle: { module: 'features/booking/pages/booking-page.tsx' }, lazy: () => import('../features/booking/pages/booking-page').then((m) => ({ Component: m.BookingPage })) },
      { path: 'store', handle: { module: 'features/store/pages/store-page.tsx' }, lazy: () => import('../features/store/pages/store-page').then((m) => ({ Component: m.StorePage })) },
      { path: 'manage/:token', handle: { module: 'features/manage/pages/manage-page.tsx' }, lazy: () => import('../features/manage/pages/manage-page').then((m) => ({ Component: m.ManagePage })) },
      { path: 'checkout', handle: { module: 'features/store/pages/checkout-page.tsx' }, lazy: () => import('../features/store/pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
      { path: '*', handle: { module: 'features/site/pages/not-found-page.tsx' }, lazy: () => import('../features/site/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

/**
 * The app's router in the browser. Hydrating a pre-rendered page, it is told so (`hydrationData`):
 * otherwise its <ScrollRestoration> scrolls to the top once the page has hydrated, and a visitor who
 * had already scrolled (or was tapping a product further down) was thrown back up.
 */
export const createAppRouter = (opts: { hydrating?: boolean } = {}) => createBrowserRouter(routes, opts.hydrating ? { hydrationData: { loaderData: {} } } : undefined);

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
