import type { RouteObject } from 'react-router';

/** The store and its checkout as the app's router mounts them (pwa/app/router.tsx); `handle.module` as in pwa/features/site/routes.tsx. */
export const storeRoutes: RouteObject[] = [
  {
    path: 'store',
    handle: { module: 'features/store/pages/store-page.tsx' },
    lazy: () => import('./pages/store-page').then((m) => ({ Component: m.StorePage })),
  },
  {
    path: 'checkout',
    handle: { module: 'features/store/pages/checkout-page.tsx' },
    lazy: () => import('./pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
  },
];
