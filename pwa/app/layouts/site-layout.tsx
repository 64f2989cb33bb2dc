import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useT } from '../../i18n/use-t';

/** The same element each render: a language switch does not render it again (it shows nothing). */
const scrollRestoration = <ScrollRestoration />;

/** The public site's frame: header with navigation, the page, footer. */
export function SiteLayout() {
  const { t } = useT();
  return (
    <div className="site-shell">
      <a className="site-skip" href="#main">
        {t('site.layout.skip')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      {scrollRestoration}
    </div>
  );
}
