import type { MessageId, MessageValues } from '../../i18n/catalogue';

/**
 * A header link: a route, or (on Home) a section of the page to scroll to. `label` is its English name
 * (the spec's); the links show `navMessage(item)` in the page's language.
 */
export type NavItem = { label: string; to: string; section?: string };

/** Each link's message, by its English name. */
const NAV_MESSAGES: Readonly<Record<string, MessageId>> = {
  Home: 'site.nav.home',
  Services: 'site.nav.services',
  Barbers: 'site.nav.barbers',
  Store: 'site.nav.store',
  About: 'site.nav.about',
  Booking: 'site.nav.booking',
  Contact: 'site.nav.contact',
  Admin: 'site.nav.admin',
  'Book Now': 'site.nav.bookNow',
  'Join the line': 'site.nav.line',
};

/** The message id of a link's name (undefined: a name with no message, shown as it is). */
export const navMessage = (item: Pick<NavItem, 'label'>): MessageId | undefined =>
  Object.hasOwn(NAV_MESSAGES, item.label) ? NAV_MESSAGES[item.label] : undefined;

/** A link's name in the page's language (`t` from useT). */
export function navLabel(item: Pick<NavItem, 'label'>, t: (id: MessageId, values?: MessageValues) => string): string {
  const id = navMessage(item);
  return id ? t(id) : item.label;
}

/** The site's pages, in menu order (the header off Home, and the footer's quick links). */
export const ROUTE_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Barbers', to: '/barbers' },
  { label: 'Join the line', to: '/line' },
  { label: 'Store', to: '/store' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/**
 * On / the bar scrolls to Home's sections (home, services, barbers, booking, contact), and links the
 * pages that are not on Home: Join the line (a page, as everywhere else: docs/decisions/071-line-push-and-floor-first.md),
 * the Store and About.
 */
const HOME_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/#home', section: 'home' },
  { label: 'Services', to: '/#services', section: 'services' },
  { label: 'Barbers', to: '/#barbers', section: 'barbers' },
  { label: 'Join the line', to: '/line' },
  { label: 'Store', to: '/store' },
  { label: 'About', to: '/about' },
  { label: 'Booking', to: '/#booking', section: 'booking' },
  { label: 'Contact', to: '/#contact', section: 'contact' },
];

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The header's links for the page at `pathname` (docs/product.md#navigation). */
export function navItems(pathname: string): readonly NavItem[] {
  return trimSlash(pathname) === '/' ? HOME_ITEMS : ROUTE_ITEMS;
}

/** The Admin link shows everywhere except on /store. */
export function showsAdminLink(pathname: string): boolean {
  return trimSlash(pathname) !== '/store';
}
