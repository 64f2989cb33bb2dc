import './lib/zod-jitless'; // first: before any zod schema is defined
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
// Radix Themes, only what the app uses: base tokens, the colours we use (accent amber, gray sand,
// badge colours green/yellow/red/blue/gray), components and utilities (82 kB → ~55 kB gzipped).
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/sand.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/yellow.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './styles.css';
import { AppFrame } from './app/app-frame';
import { keepStaticSections } from './components/static-section';
import { queryClient } from './app/providers';
import { PRERENDERED_STATE_ID, type PrerenderedState } from '#shared/prerender/prerendered-state';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { APP_BUILD } from './offline/build-id';
import { loadBundle } from './i18n/catalogue';
import { visitorLang } from './start/visitor-lang';
import { yieldToBrowser } from './lib/yield-to-browser';

document.documentElement.dataset.build = APP_BUILD;

/**
 * A public page the server rendered (docs/decisions/043-prerendering.md) is hydrated: its data goes
 * into the query cache first and its route's code is loaded, so the first render equals the HTML.
 * Any other page (the app shell, or the shell the service worker keeps) is rendered from scratch.
 */
async function start() {
  // A task of its own: the modules' evaluation (React, the router, the layout) ends the one before.
  await yieldToBrowser();
  const container = document.getElementById('root')!;
  const stateScript = document.getElementById(PRERENDERED_STATE_ID);
  // The language, chosen as the server chooses. Its messages load before the first render.
  const lang = visitorLang();
  // Written only when it changes: setting it, even to the same value, restyles every element on the page.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const messages = loadBundle(lang, 'public');
  if (stateScript && container.firstElementChild) {
    const state = JSON.parse(stateScript.textContent ?? '{}') as PrerenderedState;
    hydrate(queryClient, state.queries as DehydratedState);
    // A failure (offline, the chunk gone) is left to the router: it loads the route again and shows its error page.
    await Promise.all([loadMatchedRoutes(window.location.pathname).catch(() => {}), messages]);
    await yieldToBrowser();
    // A page kept in the other language (the service worker's copy from before the switch) is drawn anew.
    const hydrating = state.lang === lang;
    const router = createAppRouter({ hydrating });
    await yieldToBrowser();
    const app = (
      <AppFrame lang={lang}>
        <RouterProvider router={router} />
      </AppFrame>
    );
    if (hydrating) {
      keepStaticSections(container);
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
    return;
  }
  await messages;
  createRoot(container).render(
    <AppFrame lang={lang}>
      <RouterProvider router={createAppRouter()} />
    </AppFrame>,
  );
}
void start();
