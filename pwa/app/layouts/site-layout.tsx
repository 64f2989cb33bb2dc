import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public site's frame: header with navigation, the page, footer. */
export function SiteLayout() {
  return (
    <div className="site-shell">
      <a className="site-skip" href="#main">Skip to content</a>
      <SiteHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
