import { describe, expect, it } from 'vitest';
import { SHOP } from '#shared/shop';
import { instagramHandle, phoneHref } from './shop-details';

describe('shop details helpers', () => {
  it('dials a North American number shown with punctuation as +1 and its ten digits', () => {
    expect(phoneHref(SHOP.phone)).toBe(SHOP.phoneHref);
    expect(phoneHref('787.555.0199')).toBe('tel:+17875550199');
  });

  it('keeps an international number as written, digits only', () => {
    expect(phoneHref('+34 912 345 678')).toBe('tel:+34912345678');
    expect(phoneHref('555-0199')).toBe('tel:5550199');
  });

  it('reads the Instagram handle from the profile link', () => {
    expect(instagramHandle(SHOP.instagram)).toBe('gentlemensbarbershop.pr');
    expect(instagramHandle('https://www.instagram.com/other.shop/')).toBe('other.shop');
  });
});
