import type { RouteObject } from 'react-router';

/** Signing in (/admin/login) and My account (/admin/account). */
export const staffAccountsRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })) },
  { path: 'account', lazy: () => import('./account/account-page').then((m) => ({ Component: m.AccountPage })) },
];

/** The owner's Staff screen, one of the back office's sections (/admin/back-office/staff). */
export const staffScreenRoute: RouteObject = {
  path: 'staff',
  lazy: () => import('./staff/staff-screen').then((m) => ({ Component: m.StaffScreen })),
};
