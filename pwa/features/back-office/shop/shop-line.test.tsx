// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { ShopScreen } from './shop-screen';

componentTestHooks(fx.NOW);

const api = () =>
  fakeApi({
    'GET /api/shop': DEFAULT_SHOP_DETAILS,
    'PUT /api/shop': ({ body }: { body: unknown }) => body,
    'GET /api/shop/bookable-hours': [null, ...Array(6).fill({ opens: '09:00', closes: '19:00' })],
  });

describe('Shop details: the walk-in line', () => {
  it('the owner pauses joining the line online and sets when a booked client is late', async () => {
    const calls = api();
    const { user } = renderWithApp(<ShopScreen />, { path: '/admin/back-office/shop' });
    const late = await screen.findByLabelText('Minutes after the start before a client is late');
    expect(late).toHaveValue(10);
    await user.clear(late);
    await user.type(late, '15');
    await user.click(screen.getByRole('checkbox', { name: 'Pause joining the line online' }));
    await user.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/shop')[0]?.body).toEqual({
      ...DEFAULT_SHOP_DETAILS,
      line: { lateAfterMinutes: 15, onlineJoinPaused: true },
    });
  });
});
