import type { RouteObject } from 'react-router';

/** The booking wizard as the app's router mounts it (pwa/app/router.tsx): its own chunk; `handle.module` as in pwa/features/site/routes.tsx. */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'book',
    handle: { module: 'features/booking/pages/booking-page.tsx' },
    lazy: () => import('./pages/booking-page').then((m) => ({ Component: m.BookingPage })),
  },
];
