import type { RouteObject } from 'react-router';

/**
 * The walk-in line's public pages as the app's router mounts them (pwa/app/router.tsx;
 * docs/decisions/068-floor-screens.md): joining and one's own entry inside the site's layout, the lobby
 * board and its poster on their own (no header or footer, no sign-in). `handle.module` as in
 * pwa/features/site/routes.tsx.
 */
export const lineRoutes: RouteObject[] = [
  {
    path: 'line',
    handle: { module: 'features/line/join-line-page.tsx' },
    lazy: () => import('./join-line-page').then((m) => ({ Component: m.JoinLinePage })),
  },
  {
    path: 'line/:token',
    handle: { module: 'features/line/line-entry-page.tsx' },
    lazy: () => import('./line-entry-page').then((m) => ({ Component: m.LineEntryPage })),
  },
];

export const boardChildren: RouteObject[] = [
  { index: true, lazy: () => import('./board-page').then((m) => ({ Component: m.BoardPage })) },
  { path: 'poster', lazy: () => import('./poster-page').then((m) => ({ Component: m.PosterPage })) },
];
