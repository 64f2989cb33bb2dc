// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';

// A file of its own: the toasts' code is loaded once per page, and this test needs a page where it is not.
describe('the toasts’ code', () => {
  it('starts loading at a tap that lands while the page hydrates, before the provider listens', async () => {
    // The finger goes down while React hydrates: React finishes hydrating inside this very event, and the
    // provider's effect, which listens for the first tap, runs only after it.
    window.dispatchEvent(new Event('pointerdown'));
    renderWithApp(<p>page</p>);
    // The toasts' region is drawn by that code, before any toast is asked for and with no tap after it.
    expect(await screen.findByRole('region')).toBeInTheDocument();
  });
});
