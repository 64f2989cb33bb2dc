// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { AdminService } from '#shared/schemas/admin-services';
import type { ShopDetails } from '#shared/schemas/shop-details';
import { BookingRules } from '#shared/schemas/booking-rules';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { componentTestHooks, fakeApi, type ApiCall } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { NOW } from '#pwa/testing/admin-fixtures';
import { ServicesScreen } from './services-screen';

const miguel = AdminBarber.parse({
  id: 1,
  name: 'Miguel Santos',
  title: '',
  bio: '',
  rating: '4.9',
  active: true,
  sortOrder: 1,
  photoUrl: null,
  translations: {},
});
const haircut = AdminService.parse({
  id: 1,
  name: 'Haircut',
  description: 'Classic or modern.',
  price: 35,
  duration: 45,
  cleanup: 0,
  bookableOnline: true,
  retired: false,
  sortOrder: 1,
  barbers: [{ barberId: 1, price: null }],
  translations: { es: { name: 'Corte de pelo', description: 'Clásico o moderno.' } },
});
const rules = BookingRules.parse({ horizonDays: 90, lastBookableDate: '2027-02-22', minNoticeMinutes: 0, slotStepMinutes: 15 });
const shop: ShopDetails = { ...DEFAULT_SHOP_DETAILS };

componentTestHooks(NOW);

describe('Services screen: a rename or a new price says where the old text still shows', () => {
  it('names the Spanish name kept as it was and Home’s card, updates the card in one tap and opens the form for the Spanish', async () => {
    let saved = haircut;
    const calls = fakeApi({
      'GET /api/services': () => [saved],
      'GET /api/barbers': [miguel],
      'GET /api/booking-rules': rules,
      'GET /api/shop': shop,
      'PATCH /api/services/:id': ({ body }: ApiCall) => (saved = { ...haircut, ...(body as object) }),
      'PUT /api/shop': ({ body }: ApiCall) => body,
    });
    const { user } = renderWithApp(<ServicesScreen />, { path: '/admin/back-office/services' });
    await user.click(await screen.findByRole('button', { name: 'Edit Haircut' }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Classic Haircut');
    const price = within(dialog).getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const note = await screen.findByRole('region', { name: 'The old text still shows' });
    expect(note).toHaveTextContent('The Spanish name is still “Corte de pelo”.');
    expect(note).toHaveTextContent('Home’s card 2 still says “Haircut”, $35+.');

    await user.click(within(note).getByRole('button', { name: 'Update Home’s card' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/shop')).toHaveLength(1));
    const put = calls.callsTo('PUT', '/api/shop')[0]!.body as ShopDetails;
    expect(put.homeServices[1]).toMatchObject({ name: 'Classic Haircut', price: '$40+' });
    expect(put.homeServices[0]).toEqual(shop.homeServices[0]);
    await waitFor(() => expect(note).not.toHaveTextContent('Home’s card'));

    await user.click(within(note).getByRole('button', { name: 'Edit the Spanish name' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Nombre (español)')).toHaveValue('Corte de pelo');
  });
});
