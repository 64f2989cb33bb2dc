import './lib/zod-jitless'; // first: before any zod schema is defined
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
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
import { Providers } from './app/providers';
import { router } from './app/router';
import { OfflineBanner } from './components/offline-banner';
import { UpdatePrompt } from './components/update-prompt';
import { APP_BUILD } from './offline/build-id';
import { startOfflineSupport } from './offline/start';

document.documentElement.dataset.build = APP_BUILD;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      {/* On every page, admin included: the update prompt and the offline banner (bottom left). */}
      <div className="app-status">
        <UpdatePrompt />
        <OfflineBanner />
      </div>
    </Providers>
  </StrictMode>,
);

// Persistent storage, and in built apps the service worker, once the page has loaded. MODE, not PROD:
// `vite build` is mode 'production' whatever NODE_ENV is (the e2e server builds under NODE_ENV=test);
// the dev server (mode 'development') never registers one. A staff device also replays its outbox
// from whichever page the app opens on (the admin code for it loads on staff devices only).
startOfflineSupport({
  serviceWorker: import.meta.env.MODE === 'production',
  staffReplay: () => import('./features/admin/lib/background-replay'),
});
