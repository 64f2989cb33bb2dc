import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Container, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross1Icon, HamburgerMenuIcon, MobileIcon, ScissorsIcon } from '@radix-ui/react-icons';
import { useShopDetails, phoneHref } from '../../lib/shop-details';
import { groupOpeningHours } from '../../features/site/lib/opening-hours';
import { MobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import { navItems, showsAdminLink } from './nav-items';
import { SocialLinks } from './social-links';
import { LanguageSwitch } from '../../components/language-switch';
import { useT } from '../../i18n/use-t';

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
            {groupOpeningHours(shop.openingHours).map((h) => `${h.days} ${h.hours}`).join(' · ')}
          </Text>
          <Flex align="center" gap="3">
            <LanguageSwitch />
            <SocialLinks size="2" />
          </Flex>
        </Flex>
      </Container>
    </div>
  );
}

export function SiteHeader() {
  const shop = useShopDetails();
  const { t } = useT();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(pathname);
  const admin = showsAdminLink(pathname);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <TopBar />
      <div className="site-navbar">
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <Flex align="center" justify="between" gap="4" height="60px">
            <RouterLink to="/" className="site-brand" onClick={() => setMenuOpen(false)}>
              <ScissorsIcon width="20" height="20" aria-hidden />
              <span>{shop.name}</span>
            </RouterLink>
            <Box display={{ initial: 'none', md: 'block' }} asChild>
              <nav aria-label={t('site.nav.main')}>
                <ul className="site-nav-list">
                  {items.map((item) => (
                    <li key={item.label}><NavItemLink item={item} className="site-nav-link" /></li>
                  ))}
                  {admin && <li><NavItemLink item={{ label: 'Admin', to: '/admin' }} className="site-nav-link" /></li>}
                </ul>
              </nav>
            </Box>
            <Flex align="center" gap="3">
              <Button asChild size="2">
                <RouterLink to="/book" onClick={() => setMenuOpen(false)}>{t('site.nav.bookNow')}</RouterLink>
              </Button>
              <Box display={{ initial: 'block', md: 'none' }}>
                <IconButton
                  variant="soft" color="gray" size="3"
                  aria-label={menuOpen ? t('site.header.closeMenu') : t('site.header.openMenu')}
                  aria-expanded={menuOpen} aria-controls="mobile-menu"
                  onClick={() => setMenuOpen((o) => !o)}
                >
                  {menuOpen ? <Cross1Icon width="18" height="18" /> : <HamburgerMenuIcon width="18" height="18" />}
                </IconButton>
              </Box>
            </Flex>
          </Flex>
        </Container>
        {menuOpen && <MobileMenu items={items} showAdmin={admin} onNavigate={() => setMenuOpen(false)} />}
      </div>
    </header>
  );
}
