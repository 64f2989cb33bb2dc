// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';

afterEach(() => vi.unstubAllGlobals());

describe('the toasts’ code', () => {
  it('loads at once when the page was tapped before the app started (the tap is replayed once it has)', async () => {
    const activated = Object.assign(Object.create(navigator) as Navigator, { userActivation: { hasBeenActive: true, isActive: false } });
    vi.stubGlobal('navigator', activated);
    renderWithApp(<p>page</p>);
    // The toasts' region is drawn by that code, before any toast is asked for.
    expect(await screen.findByRole('region', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
