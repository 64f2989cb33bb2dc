import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import { BagIcon } from '#pwa/components/bag-icon';
import { SHOWS_CART_ATTR, keptCartCount, onCartCount } from '#pwa/start/device-cart';
import { useT } from '#pwa/i18n/use-t';

/**
 * The cart in the header, on every page, once it holds something: a link to the store with the item
 * count this device's cart holds (kept by the store's code whenever it reads the cart; no database
 * opened here). The server renders the empty holder; its attribute tells the page's boot file to start
 * the app at once on a device with a cart, so the count shows without waiting for a first tap
 * (docs/decisions/052-code-on-first-use.md, 069-visitor-never-stuck.md).
 */
export function HeaderCart({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useT();
  const count = useSyncExternalStore(
    onCartCount,
    () => keptCartCount(),
    () => 0,
  );
  return (
    <span className="site-header-cart-holder" {...{ [SHOWS_CART_ATTR]: '' }}>
      {count > 0 && (
        <RouterLink
          to="/store"
          className="site-header-cart"
          data-testid="header-cart"
          onClick={onNavigate}
          aria-label={t('site.header.cartCount', { count })}
        >
          <BagIcon size={20} />
          <span className="site-header-cart-count" aria-hidden data-testid="header-cart-count">
            {count}
          </span>
        </RouterLink>
      )}
    </span>
  );
}
