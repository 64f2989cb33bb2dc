import type { RouteObject } from 'react-router';

/** The front desk's dashboard (/admin), the tablet's day. */
export const frontDeskRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
];
