// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepCartCount } from '#pwa/start/device-cart';
import { renderWithApp } from '../../testing/render';
import { SiteHeader } from './site-header';

afterEach(() => localStorage.clear());

describe('the header’s cart', () => {
  it('shows the cart’s item count on any page (here /about), and follows the cart as it changes', { timeout: 20_000 }, async () => {
    keepCartCount(3);
    renderWithApp(<SiteHeader />, { path: '/about' });
    // Two places, one shown by width: the top bar on a phone, the navigation bar from 768 px.
    const [link, wide] = await screen.findAllByTestId('header-cart');
    expect(wide).toBeDefined();
    expect(link).toHaveAttribute('href', '/store');
    expect(link).toHaveAccessibleName('Cart, 3 items');
    expect(screen.getAllByTestId('header-cart-count')[0]).toHaveTextContent('3');
    act(() => keepCartCount(5));
    expect(screen.getAllByTestId('header-cart-count')[1]).toHaveTextContent('5');
    act(() => keepCartCount(0));
    expect(screen.queryByTestId('header-cart')).toBeNull();
  });

  it('shows nothing for an empty cart, but keeps the mark that starts the app on a device with a cart', () => {
    renderWithApp(<SiteHeader />, { path: '/about' });
    expect(screen.queryByTestId('header-cart')).toBeNull();
    expect(document.querySelector('[data-shows-cart]')).not.toBeNull();
  });
});
