import { describe, expect, it } from 'vitest';
import { navItems, showsAdminLink } from './nav-items';

describe('navItems', () => {
  it('on / scrolls to the sections home, services, barbers, booking and contact', () => {
    const sections = navItems('/').flatMap((i) => (i.section ? [i.section] : []));
    expect(sections).toEqual(['home', 'services', 'barbers', 'booking', 'contact']);
    expect(navItems('/').find((i) => i.label === 'Store')).toEqual({ label: 'Store', to: '/store' });
  });

  it('links Join the line (the page /line) on Home as on every other page', () => {
    for (const path of ['/', '/about', '/store', '/line'])
      expect(navItems(path).find((i) => i.label === 'Join the line')).toEqual({ label: 'Join the line', to: '/line' });
  });

  it('on other pages links the routes, Home and Store included', () => {
    const items = navItems('/about');
    expect(items.every((i) => !i.section)).toBe(true);
    expect(items.map((i) => i.to)).toEqual(['/', '/services', '/barbers', '/line', '/store', '/about', '/contact']);
    expect(navItems('/services/')).toBe(items);
  });
});

describe('showsAdminLink', () => {
  it('shows unless on /store', () => {
    expect(showsAdminLink('/')).toBe(true);
    expect(showsAdminLink('/contact')).toBe(true);
    expect(showsAdminLink('/store')).toBe(false);
    expect(showsAdminLink('/store/')).toBe(false);
    expect(showsAdminLink('/storefront')).toBe(true);
  });
});
