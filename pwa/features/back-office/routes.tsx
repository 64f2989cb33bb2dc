import { Navigate, type RouteObject } from 'react-router';

/**
 * The owner's back office (/admin/back-office, docs/decisions/041-back-office.md): its page checks the
 * role; its screens below it, with `more` (the Staff screen, from the staff accounts) among them.
 */
export const backOfficeRoute = (more: RouteObject[]): RouteObject => ({
  path: 'back-office',
  lazy: () => import('./back-office-page').then((m) => ({ Component: m.BackOfficePage })),
  children: [
    { index: true, element: <Navigate to="services" replace /> },
    { path: 'services', lazy: () => import('./services/services-screen').then((m) => ({ Component: m.ServicesScreen })) },
    { path: 'barbers', lazy: () => import('./barbers/barbers-screen').then((m) => ({ Component: m.BarbersScreen })) },
    { path: 'products', lazy: () => import('./products/products-screen').then((m) => ({ Component: m.ProductsScreen })) },
    { path: 'closures', lazy: () => import('./closures/closures-screen').then((m) => ({ Component: m.ClosuresScreen })) },
    { path: 'shop', lazy: () => import('./shop/shop-screen').then((m) => ({ Component: m.ShopScreen })) },
    { path: 'policies', lazy: () => import('./policies/policies-screen').then((m) => ({ Component: m.PoliciesScreen })) },
    ...more,
    { path: 'history', lazy: () => import('./history/history-screen').then((m) => ({ Component: m.HistoryScreen })) },
  ],
});
