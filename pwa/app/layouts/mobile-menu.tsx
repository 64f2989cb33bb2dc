import type { Ref } from 'react';
import { Container, Flex, Separator } from '@radix-ui/themes';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { useShopDetails, phoneHref } from '../../lib/shop-details';
import { NavItemLink } from './nav-item-link';
import type { NavItem } from './nav-items';
import { SocialLinks } from './social-links';
import { LanguageSwitch } from '../../components/language-switch';
import { useT } from '../../i18n/use-t';
import { OffScreenPart } from '../../i18n/off-screen-part';
import { SITE_MENU_ID } from '#pwa/start/site-menu';

type Props = {
  ref?: Ref<HTMLDivElement>;
  items: readonly NavItem[];
  showAdmin: boolean;
  onNavigate: () => void;
  onToggle: (open: boolean) => void;
};

/**
 * The phone/tablet menu that drops below the bar; any link closes it. A native popover, always in the
 * page and shown by the browser (pwa/start/site-menu.ts), so it opens before the app has started.
 */
export function MobileMenu({ ref, items, showAdmin, onNavigate, onToggle }: Props) {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <div ref={ref} id={SITE_MENU_ID} popover="auto" className="site-mobile-menu" onToggle={(e) => onToggle(e.newState === 'open')}>
      {/* Closed, it takes a new language after the parts the visitor sees. */}
      <OffScreenPart>
        <Container size="4" px="4" py="3">
          <nav aria-label={t('site.nav.mobile')}>
            <ul className="site-mobile-list">
              {items.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} className="site-mobile-link" onNavigate={onNavigate} />
                </li>
              ))}
              {showAdmin && (
                <li>
                  <NavItemLink item={{ label: 'Admin', to: '/admin' }} className="site-mobile-link" onNavigate={onNavigate} />
                </li>
              )}
            </ul>
          </nav>
          <Separator size="4" my="3" />
          <Flex align="center" justify="between" gap="3" pb="1">
            <a className="site-phone" href={phoneHref(shop.phone)} onClick={onNavigate}>
              <MobileIcon aria-hidden /> {t('site.header.call', { phone: shop.phone })}
            </a>
            <Flex align="center" gap="3">
              <LanguageSwitch />
              <SocialLinks size="2" />
            </Flex>
          </Flex>
        </Container>
      </OffScreenPart>
    </div>
  );
}
