// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';
import { isBundleLoaded } from '../i18n/catalogue';
import { LanguageSwitch } from './language-switch';

describe('the language switch', () => {
  it('starts loading the other language’s messages as the finger goes down, and changes nothing until the tap', async () => {
    renderWithApp(<LanguageSwitch />);
    expect(isBundleLoaded('es', 'public')).toBe(false);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Español' }));
    await vi.waitFor(() => expect(isBundleLoaded('es', 'public')).toBe(true));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true'));
  });
});
