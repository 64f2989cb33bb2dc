import { createBrowserRouter, Navigate } from 'react-router-dom';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';

/**
 * Route-level code splitting: each page is its own chunk, so a visitor on / never downloads
 * the booking wizard, the store or any admin code until they go there.
 */
/**
 * What shows while the first page's chunk loads, before the router has anything to render: nothing,
 * as before, but said on purpose (without it React Router warns on every first load). A pre-rendered
 * page would put its own shell here.
 */
function FirstLoad() {
  return null;
}

export const router = createBrowserRouter([
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
      { index: true, lazy: () => import('../features/site/pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'services', lazy: () => import('../features/site/pages/services-page').then((m) => ({ Component: m.ServicesPage })) },
      { path: 'barbers', lazy: () => import('../features/site/pages/barbers-page').then((m) => ({ Component: m.BarbersPage })) },
      { path: 'about', lazy: () => import('../features/site/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'contact', lazy: () => import('../features/site/pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'book', lazy: () => import('../features/booking/pages/booking-page').then((m) => ({ Component: m.BookingPage })) },
      { path: 'store', lazy: () => import('../features/store/pages/store-page').then((m) => ({ Component: m.StorePage })) },
      { path: 'checkout', lazy: () => import('../features/store/pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
      { path: '*', lazy: () => import('../features/site/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
