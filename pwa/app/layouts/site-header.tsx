import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Container, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross1Icon } from '#pwa/components/icons/cross-1';
import { HamburgerMenuIcon } from '#pwa/components/icons/hamburger-menu';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { ScissorsIcon } from '#pwa/components/icons/scissors';
import { useShopDetails, phoneHref } from '../../lib/shop-details';
import { groupOpeningHours } from '../../lib/opening-hours';
import { HeaderCart } from './header-cart';
import { MobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import { navItems, showsAdminLink } from './nav-items';
import { SocialLinks } from './social-links';
import { LanguageSwitch } from '../../components/language-switch';
import { useT } from '../../i18n/use-t';
import { OffScreenPart } from '../../i18n/off-screen-part';
import { SITE_MENU_ID, closeSiteMenu, isOpenPopover } from '#pwa/start/site-menu';

/** The thin bar above the navigation: phone and social links (it scrolls away; the bar below sticks). */
function TopBar() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <div className="site-topbar">
      <Container size="4" px={{ initial: '4', sm: '5' }}>
        <Flex align="center" justify="between" height="36px">
          <a className="site-phone" href={phoneHref(shop.phone)} aria-label={t('site.header.call', { phone: shop.phone })}>
            <MobileIcon aria-hidden /> {shop.phone}
          </a>
          <Text size="1" color="gray" className="site-topbar-hours">
            {groupOpeningHours(shop.openingHours)
              .map((h) => `${h.days} ${h.hours}`)
              .join(' · ')}
          </Text>
          <Flex align="center" gap="3">
            <LanguageSwitch />
            <SocialLinks size="2" />
            {/* On a phone the cart sits up here: the bar below has no room left beside Book Now and the menu. */}
            <Box display={{ initial: 'block', md: 'none' }} className="site-topbar-cart">
              <HeaderCart />
            </Box>
          </Flex>
        </Flex>
      </Container>
    </div>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  return <SiteHeaderOf pathname={pathname} />;
}

/**
 * The header of the page at `pathname`: drawn again for another page or language, not for a new query
 * in the address (each of the booking wizard's steps is one: its Continue drew the whole header again).
 */
const SiteHeaderOf = memo(function SiteHeaderOf({ pathname }: { pathname: string }) {
  const shop = useShopDetails();
  const { t } = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const items = navItems(pathname);
  const admin = showsAdminLink(pathname);
  // The menu is a popover the browser opens without the app (pwa/start/site-menu.ts): one opened before
  // the page hydrated is open now, and the toggle's name says so from the first render after.
  useLayoutEffect(() => {
    if (isOpenPopover(menuRef.current)) setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => closeSiteMenu(), []);

  return (
    <header className="site-header">
      <TopBar />
      <div className="site-navbar">
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <Flex align="center" justify="between" gap={{ initial: '2', xs: '4' }} height="60px">
            <RouterLink to="/" className="site-brand" onClick={closeMenu}>
              <ScissorsIcon width="20" height="20" aria-hidden />
              <span>{shop.name}</span>
            </RouterLink>
            {/* Hidden on a phone: it takes a new language after the parts the visitor sees. */}
            <OffScreenPart>
              <Box display={{ initial: 'none', md: 'block' }} asChild>
                <nav aria-label={t('site.nav.main')}>
                  <ul className="site-nav-list">
                    {items.map((item) => (
                      <li key={item.label}>
                        <NavItemLink item={item} className="site-nav-link" />
                      </li>
                    ))}
                    {admin && (
                      <li>
                        <NavItemLink item={{ label: 'Admin', to: '/admin' }} className="site-nav-link" />
                      </li>
                    )}
                  </ul>
                </nav>
              </Box>
            </OffScreenPart>
            <Flex align="center" gap={{ initial: '2', xs: '3' }} flexShrink="0">
              <OffScreenPart>
                <Box display={{ initial: 'none', md: 'block' }}>
                  <HeaderCart onNavigate={closeMenu} />
                </Box>
              </OffScreenPart>
              <Button asChild size="2">
                <RouterLink to="/book" onClick={closeMenu}>
                  {t('site.nav.bookNow')}
                </RouterLink>
              </Button>
              <Box display={{ initial: 'block', md: 'none' }}>
                {/* A native popover's toggle: it works before the app has started (pwa/start/site-menu.ts). */}
                <IconButton
                  variant="soft"
                  color="gray"
                  size="3"
                  className="site-menu-toggle"
                  aria-label={menuOpen ? t('site.header.closeMenu') : t('site.header.openMenu')}
                  aria-expanded={menuOpen}
                  aria-controls={SITE_MENU_ID}
                  popoverTarget={SITE_MENU_ID}
                  data-label-open={t('site.header.openMenu')}
                  data-label-close={t('site.header.closeMenu')}
                  // Opened before the page hydrated, its state attributes are already the open ones.
                  suppressHydrationWarning
                >
                  <HamburgerMenuIcon width="18" height="18" className="site-menu-icon-open" aria-hidden />
                  <Cross1Icon width="18" height="18" className="site-menu-icon-close" aria-hidden />
                </IconButton>
              </Box>
            </Flex>
          </Flex>
        </Container>
        <MobileMenu ref={menuRef} items={items} showAdmin={admin} onNavigate={closeMenu} onToggle={(open) => setMenuOpen(open)} />
      </div>
    </header>
  );
});
