// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdEarlyInput, replayEarlyInput } from '../start/early-input';
import { renderWithApp } from '../testing/render';

describe('the toasts’ code', () => {
  it('loads at once when a tap on a control was held before the app started (it is replayed, and may toast)', async () => {
    const before = document.body.appendChild(document.createElement('button'));
    holdEarlyInput();
    before.click();
    renderWithApp(<p>page</p>);
    replayEarlyInput();
    // The toasts' region is drawn by that code, before any toast is asked for.
    expect(await screen.findByRole('region', {}, { timeout: 10_000 })).toBeInTheDocument();
    before.remove();
  });
});
