import type { RouteObject } from 'react-router';

/** A client's own booking (/manage/:token) as the app's router mounts it (pwa/app/router.tsx); `handle.module` as in pwa/features/site/routes.tsx. */
export const manageRoutes: RouteObject[] = [
  {
    path: 'manage/:token',
    handle: { module: 'features/manage/pages/manage-page.tsx' },
    lazy: () => import('./pages/manage-page').then((m) => ({ Component: m.ManagePage })),
  },
  {
    path: 'find-booking',
    handle: { module: 'features/manage/pages/find-booking-page.tsx' },
    lazy: () => import('./pages/find-booking-page').then((m) => ({ Component: m.FindBookingPage })),
  },
];
