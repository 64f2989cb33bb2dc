/** A header link: a route, or (on Home) a section of the page to scroll to. */
export type NavItem = { label: string; to: string; section?: string };

/** The site's pages, in menu order (the header off Home, and the footer's quick links). */
export const ROUTE_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Barbers', to: '/barbers' },
  { label: 'Store', to: '/store' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** On / the bar scrolls to Home's sections (home, services, barbers, booking, contact). */
const HOME_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/#home', section: 'home' },
  { label: 'Services', to: '/#services', section: 'services' },
  { label: 'Barbers', to: '/#barbers', section: 'barbers' },
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
