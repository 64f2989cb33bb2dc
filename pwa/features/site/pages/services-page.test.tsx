// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceList } from '#shared/schemas/catalogue';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/booking-fixtures';
import { renderWithApp } from '#pwa/testing/render';
import { ServicesPage } from './services-page';

// /services lists what GET /api/services answers; priced by phone (null) means call, whatever the name.
componentTestHooks(fx.NOW);

const links = (card: HTMLElement) =>
  within(card)
    .queryAllByText(/./, { selector: 'a' })
    .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('Services page', () => {
  it('lists the services the server answers, booking the priced ones and calling for the one priced by phone', async () => {
    const edited = ServiceList.parse([
      ...fx.services,
      { id: 4, name: 'Color', description: 'Full colour.', price: null, duration: 90, barbers: [] },
      { id: 5, name: 'Servicios de Químico Express', description: 'Priced now.', price: 50, duration: 60, barbers: [] },
    ]);
    fakeApi({ 'GET /api/services': edited, 'GET /api/shop': fx.editedShop });
    renderWithApp(<ServicesPage />, { path: '/services' });
    const corte = await screen.findByLabelText('Corte Clásico');
    expect(corte).toHaveTextContent('$35+');
    expect(corte).toHaveTextContent('45 min');
    expect(links(corte)).toEqual([['Book Now', '/book']]);

    const color = screen.getByLabelText('Color');
    expect(color).toHaveTextContent('Llamar');
    expect(await within(color).findByText(/Call the Shop/, { selector: 'a' })).toHaveAttribute('href', 'tel:+17875550199');
    expect(within(color).queryByText('Book Now')).toBeNull();

    // A chemical service the owner priced books like any other.
    const express = screen.getByLabelText('Servicios de Químico Express');
    expect(express).toHaveTextContent('$50+');
    expect(links(express)).toEqual([['Book Now', '/book']]);
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});
