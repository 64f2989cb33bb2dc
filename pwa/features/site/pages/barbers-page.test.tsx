// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/booking-fixtures';
import { renderWithApp } from '#pwa/testing/render';
import { BarbersPage } from './barbers-page';

// /barbers: the owner's uploaded photo (WebP and its JPEG twin), else the app's photo for the name.
componentTestHooks(fx.NOW);

describe('Barbers page photos', () => {
  it('shows an uploaded photo in a <picture>, the shipped one by name otherwise, and a placeholder for neither', async () => {
    const [miguel, luis] = fx.barbers;
    fakeApi({
      'GET /api/barbers': [{ ...miguel, photoUrl: '/images/f00d.webp' }, luis, { ...luis, id: 3, name: 'Pedro Ruiz', photoUrl: null }],
    });
    renderWithApp(<BarbersPage />, { path: '/barbers' });
    const uploaded = await screen.findByAltText('Miguel, Master Barber');
    expect(uploaded).toHaveAttribute('src', '/images/f00d.jpg');
    expect(uploaded).toHaveAttribute('width', '300');
    expect(uploaded).toHaveAttribute('height', '400');
    expect(uploaded).toHaveAttribute('loading', 'lazy');
    const source = uploaded.closest('picture')!.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/images/f00d.webp');

    const shipped = screen.getByAltText('Luis, Senior Barber');
    expect(shipped).toHaveAttribute('src', '/images/barbers/luis.webp');
    expect(shipped.closest('picture')).toBeNull();
    expect(screen.getByLabelText('No photo of Pedro')).toBeInTheDocument();
  });
});

describe('Barbers page ratings', () => {
  it('shows the rating the owner gave, and none for a barber without one (never an invented 5.0)', async () => {
    const [miguel] = fx.barbers;
    fakeApi({ 'GET /api/barbers': [miguel, { ...miguel, id: 4, name: 'Nuevo Barbero', rating: null }] });
    renderWithApp(<BarbersPage />, { path: '/barbers' });
    const rated = await screen.findByRole('article', { name: 'Miguel' });
    expect(within(rated).getByLabelText('Rated 4.9 out of 5')).toHaveTextContent('4.9');
    const unrated = screen.getByRole('article', { name: 'Nuevo' });
    expect(within(unrated).queryByLabelText(/^Rated/)).not.toBeInTheDocument();
    expect(unrated).not.toHaveTextContent(/\d\.\d/);
  });
});
