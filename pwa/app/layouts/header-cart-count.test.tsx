// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keepCartCount } from '#pwa/start/device-cart';
import { renderWithApp } from '../../testing/render';
import { SiteHeader } from './site-header';

// A file of its own: the message formatter keeps the number formats it builds for the whole module.
describe('the header’s cart count, on a page hydrating on a phone', () => {
  it('names its count without building an Intl number format (ICU plural rules took a phone 54 ms the first time)', async () => {
    keepCartCount(1);
    const made = vi.spyOn(Intl, 'NumberFormat');
    renderWithApp(<SiteHeader />, { path: '/about' });
    const [link] = await screen.findAllByTestId('header-cart');
    expect(link).toHaveAccessibleName('Cart, 1 item');
    act(() => keepCartCount(12));
    expect(screen.getAllByTestId('header-cart')[0]).toHaveAccessibleName('Cart, 12 items');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    localStorage.clear();
  });
});
