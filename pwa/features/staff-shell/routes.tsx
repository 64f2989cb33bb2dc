import type { RouteObject } from 'react-router';

/** The layout of every staff screen under /admin (no public header or footer); its code loads only there. */
export const adminLayoutLazy: NonNullable<RouteObject['lazy']> = () => import('./admin-layout').then((m) => ({ Component: m.AdminLayout }));
