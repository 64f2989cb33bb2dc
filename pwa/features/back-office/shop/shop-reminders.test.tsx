// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { ShopScreen } from './shop-screen';

await Promise.all([loadBundle('es', 'public'), loadBundle('es', 'admin')]);

componentTestHooks(fx.NOW);

const api = () =>
  fakeApi({
    'GET /api/shop': DEFAULT_SHOP_DETAILS,
    'PUT /api/shop': ({ body }: { body: unknown }) => body,
    'GET /api/shop/bookable-hours': [null, ...Array(6).fill({ opens: '09:00', closes: '19:00' })],
  });
const LABEL = 'Days between reminders to one client';

describe('Shop details: how often a client may get a “we miss you” reminder', () => {
  it('shows the setting (7 by default) and saves the owner’s number of days', async () => {
    const calls = api();
    const { user } = renderWithApp(<ShopScreen />, { path: '/admin/back-office/shop' });
    const input = await screen.findByLabelText(LABEL);
    expect(input).toHaveValue(7);
    await user.clear(input);
    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/shop')[0]?.body).toEqual({ ...DEFAULT_SHOP_DETAILS, reminders: { everyDays: 3 } });
  });

  it('refuses 0 beside the field and sends nothing', async () => {
    const calls = api();
    const { user } = renderWithApp(<ShopScreen />, { path: '/admin/back-office/shop' });
    const input = await screen.findByLabelText(LABEL);
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText('Days between reminders must be at least 1')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.callsTo('PUT', '/api/shop')).toHaveLength(0);
  });

  it('in Spanish', async () => {
    api();
    renderWithApp(
      <I18nProvider lang="es">
        <ShopScreen />
      </I18nProvider>,
      { path: '/admin/back-office/shop' },
    );
    expect(await screen.findByLabelText('Días entre recordatorios a un cliente')).toHaveValue(7);
    expect(screen.getByRole('heading', { name: 'Recordatorios a clientes' })).toBeInTheDocument();
  });
});
