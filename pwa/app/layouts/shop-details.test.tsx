// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { SiteFooter } from './site-footer';
import { componentTestHooks, deferred, fakeApi, reply } from '../../testing/fake-api';
import * as fx from '../../testing/booking-fixtures';
import { renderWithApp } from '../../testing/render';
import { HomeServices } from '../../features/site/components/home/home-services';
import { ContactPage } from '../../features/site/pages/contact-page';

// The shop's details as the owner edits them (GET /api/shop), and the spec's defaults until it answers.
componentTestHooks(fx.NOW);

const link = (text: string | RegExp) => screen.getByText(text, { selector: 'a' });

describe('shop details on the site', () => {
  it('shows the spec’s details while the server has not answered, then the owner’s', async () => {
    const answer = deferred();
    fakeApi({ 'GET /api/shop': () => answer.promise });
    renderWithApp(<ContactPage />, { path: '/contact' });
    expect(link(DEFAULT_SHOP_DETAILS.phone)).toHaveAttribute('href', 'tel:+17875550132');
    expect(screen.getByText(DEFAULT_SHOP_DETAILS.addressLines[0]!)).toBeInTheDocument();
    expect(link(DEFAULT_SHOP_DETAILS.email)).toBeInTheDocument();
    expect(screen.getByText('Sunday')).toBeInTheDocument();

    answer.resolve(fx.editedShop);
    expect(await screen.findByText('(787) 555-0199', { selector: 'a' })).toHaveAttribute('href', 'tel:+17875550199');
    expect(screen.getByText('Calle Loíza 1905')).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_SHOP_DETAILS.addressLines[0]!)).toBeNull();
    expect(link('citas@example.com')).toHaveAttribute('href', 'mailto:citas@example.com');
    expect(link('@other.shop')).toHaveAttribute('href', 'https://www.instagram.com/other.shop/');
    expect(screen.getByText('Monday – Friday')).toBeInTheDocument();
    expect(screen.queryByText('Sunday')).toBeNull();
  });

  it('keeps the spec’s details when the server cannot answer', async () => {
    const api = fakeApi({ 'GET /api/shop': reply(500, { message: 'Server error' }) });
    renderWithApp(<ContactPage />, { path: '/contact' });
    await waitFor(() => expect(api.callsTo('GET', '/api/shop')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(link(DEFAULT_SHOP_DETAILS.phone)).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_SHOP_DETAILS.addressLines[1]!)).toBeInTheDocument();
  });

  it('lists the owner’s four service cards on Home', async () => {
    fakeApi({ 'GET /api/shop': fx.editedShop });
    renderWithApp(<HomeServices />);
    expect(screen.getByLabelText('Beard Trim')).toBeInTheDocument();
    expect(await screen.findByLabelText('Fade')).toHaveTextContent('$30+');
    expect(screen.queryByLabelText('Beard Trim')).toBeNull();
    expect(screen.getByLabelText('Haircut')).toHaveTextContent('45 min');
  });

  it('puts the owner’s address, phone, email and social links in the footer', async () => {
    fakeApi({ 'GET /api/shop': { ...fx.editedShop, facebook: 'https://www.facebook.com/other.shop' } });
    renderWithApp(<SiteFooter />);
    expect(await screen.findByText('(787) 555-0199', { selector: 'a' })).toHaveAttribute('href', 'tel:+17875550199');
    expect(screen.getByText('Calle Loíza 1905')).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveAttribute('href', 'https://www.instagram.com/other.shop/');
    expect(screen.getByLabelText('Facebook')).toHaveAttribute('href', 'https://www.facebook.com/other.shop');
    expect(screen.getByText('Monday – Friday')).toBeInTheDocument();
  });
});
