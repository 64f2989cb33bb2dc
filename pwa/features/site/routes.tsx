import type { RouteObject } from 'react-router';

/**
 * The site's pages as the app's router mounts them under its public layout (pwa/app/router.tsx): each page
 * its own chunk, loaded when first visited. `handle.module` names the page's module as the build's
 * manifest does, so the server links that page's CSS and code in the HTML it renders.
 */
export const siteRoutes: RouteObject[] = [
  {
    index: true,
    handle: { module: 'features/site/pages/home-page.tsx' },
    lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'services',
    handle: { module: 'features/site/pages/services-page.tsx' },
    lazy: () => import('./pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  },
  {
    path: 'barbers',
    handle: { module: 'features/site/pages/barbers-page.tsx' },
    lazy: () => import('./pages/barbers-page').then((m) => ({ Component: m.BarbersPage })),
  },
  {
    path: 'about',
    handle: { module: 'features/site/pages/about-page.tsx' },
    lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contact',
    handle: { module: 'features/site/pages/contact-page.tsx' },
    lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'privacy',
    handle: { module: 'features/site/pages/policy-page.tsx' },
    lazy: () => import('./pages/policy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'terms',
    handle: { module: 'features/site/pages/policy-page.tsx' },
    lazy: () => import('./pages/policy-page').then((m) => ({ Component: m.TermsPage })),
  },
];

/** Any other address: the site's Not found page. */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: { module: 'features/site/pages/not-found-page.tsx' },
  lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};
