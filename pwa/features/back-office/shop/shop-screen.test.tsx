// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { queryKeys } from '#pwa/lib/query-keys';
import { componentTestHooks, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { OFFLINE_NOTICE } from '../../staff-shell/components/offline-notice';
import { ShopScreen } from './shop-screen';
import { WHOLE_NUMBER } from './shop-form';

function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/shop': DEFAULT_SHOP_DETAILS,
    // Seeded barbers: Monday to Saturday 9:00–19:00, nobody on Sunday.
    'GET /api/shop/bookable-hours': [null, ...Array(6).fill({ opens: '09:00', closes: '19:00' })],
    'PUT /api/shop': ({ body }: { body: unknown }) => body,
    ...overrides,
  });
}
const renderShop = () => renderWithApp(<ShopScreen />, { path: '/admin/back-office/shop' });
type User = ReturnType<typeof renderShop>['user'];
async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}
const save = () => screen.getByRole('button', { name: 'Save shop details' });

componentTestHooks(fx.NOW);

describe('Shop details: the opening hours against the barbers’ hours', () => {
  it('warns where the hours shown differ from when the barbers can be booked, and derives them from the barbers’ in one tap', async () => {
    const calls = api();
    const { user } = renderShop();
    await screen.findByLabelText('Name');
    const warning = await screen.findByTestId('hours-check');
    expect(calls.callsTo('GET', '/api/shop/bookable-hours')).toHaveLength(1);
    expect(warning).toHaveTextContent('The opening hours shown differ from when the barbers can be booked');
    expect(warning).toHaveTextContent('Monday: shown 8:30 AM – 9:00 PM, barbers 9:00 AM – 7:00 PM');
    expect(warning).toHaveTextContent('Sunday: shown 11:00 AM – 7:00 PM, no barber works');
    await user.click(screen.getByRole('button', { name: 'Use the barbers’ hours' }));
    expect(screen.getByLabelText('Hours, Monday')).toHaveValue('9:00 AM – 7:00 PM');
    expect(screen.getByLabelText('Hours, Sunday')).toHaveValue('Closed');
    await waitFor(() => expect(screen.queryByTestId('hours-check')).not.toBeInTheDocument());
  });
});

describe('Shop details', () => {
  it('edits the owner’s stored text (?view=admin), never the copy in the page’s language, which saving would store as English', async () => {
    const calls = api({
      'GET /api/shop': ({ query }: { query: URLSearchParams }) =>
        query.get('view') === 'admin'
          ? DEFAULT_SHOP_DETAILS
          : { ...DEFAULT_SHOP_DETAILS, homeServices: DEFAULT_SHOP_DETAILS.homeServices.map((c) => ({ ...c, name: `${c.name} (es)` })) },
    });
    renderShop();
    expect(await screen.findByLabelText('Name')).toHaveValue(DEFAULT_SHOP_DETAILS.name);
    expect(screen.getByLabelText('Card 2 name')).toHaveValue('Haircut');
    expect(calls.callsTo('GET', '/api/shop').every((c) => c.query.get('view') === 'admin')).toBe(true);
  });

  it('shows the saved details in the form', async () => {
    api();
    renderShop();
    expect(await screen.findByLabelText('Name')).toHaveValue(DEFAULT_SHOP_DETAILS.name);
    expect(screen.getByLabelText('Address line 3 (optional)')).toHaveValue(DEFAULT_SHOP_DETAILS.addressLines[2]);
    expect(screen.getByLabelText('Hours, Sunday')).toHaveValue('11:00 AM – 7:00 PM');
    expect(screen.getByLabelText('Card 2 name')).toHaveValue('Haircut');
    expect(screen.getByLabelText('Booking horizon, days')).toHaveValue(90);
    expect(screen.getByLabelText('Slot step')).toHaveTextContent('30 minutes');
  });

  it('refuses what the shared schema refuses, beside each field, and sends nothing', async () => {
    const calls = api();
    const { user } = renderShop();
    await screen.findByLabelText('Name');
    await fill(user, 'Name', '');
    await fill(user, 'Email', 'hello@');
    await fill(user, 'Instagram link (optional)', 'instagram.com/shop');
    await fill(user, 'Card 1 minutes', 'ten');
    await fill(user, 'Booking horizon, days', '0');
    await user.click(save());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid address')).toBeInTheDocument();
    expect(screen.getByText('Link must start with https://')).toBeInTheDocument();
    expect(screen.getByText(WHOLE_NUMBER)).toBeInTheDocument();
    expect(screen.getByText('Horizon must be at least 1 day')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(calls.callsTo('PUT', '/api/shop')).toHaveLength(0);
  });

  it('sends the whole ShopDetails, notice in minutes, then reloads the shop and the booking rules', async () => {
    const calls = api();
    const { user, queryClient } = renderShop();
    await screen.findByLabelText('Name');
    queryClient.setQueryData(queryKeys.bookingRules(), {
      horizonDays: 90,
      lastBookableDate: '2027-02-22',
      minNoticeMinutes: 0,
      slotStepMinutes: 30,
    });
    await fill(user, 'Address line 3 (optional)', '');
    await fill(user, 'Hours, Sunday', 'Closed');
    await fill(user, 'Card 4 price label', '$50+');
    await fill(user, 'Minimum notice, hours', '2');
    await fill(user, 'Minimum notice, minutes', '30');
    await fill(user, 'Booking horizon, days', '60');
    await user.click(screen.getByLabelText('Slot step'));
    await user.click(await screen.findByRole('option', { name: '15 minutes' }));
    await user.click(save());
    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    const [put] = calls.callsTo('PUT', '/api/shop');
    expect(put?.body).toEqual({
      ...DEFAULT_SHOP_DETAILS,
      addressLines: DEFAULT_SHOP_DETAILS.addressLines.slice(0, 2),
      openingHours: DEFAULT_SHOP_DETAILS.openingHours.map((h) => (h.days === 'Sunday' ? { ...h, hours: 'Closed' } : h)),
      homeServices: DEFAULT_SHOP_DETAILS.homeServices.map((s, i) => (i === 3 ? { ...s, price: '$50+' } : s)),
      bookingRules: { minNoticeMinutes: 150, horizonDays: 60, slotStepMinutes: 15 },
    });
    await waitFor(() => expect(calls.callsTo('GET', '/api/shop')).toHaveLength(2));
    expect(queryClient.getQueryState(queryKeys.bookingRules())?.isInvalidated).toBe(true);
  });

  it('Save says so when the PUT answers 200, also when the reload redraws the form (the clock moved on)', async () => {
    // As over a real network, the reload after saving answers a moment later (the page draws in between).
    api({ 'GET /api/shop': () => new Promise((resolve) => setTimeout(() => resolve(DEFAULT_SHOP_DETAILS), 50)) });
    const { user } = renderShop();
    await screen.findByLabelText('Name');
    // Real time passes between loading and saving: the saved answer is newer, so the form is drawn afresh.
    vi.setSystemTime(new Date(fx.NOW.getTime() + 60_000));
    await user.click(save());
    const toast = await screen.findByTestId('toast'); // a loaded machine draws slowly
    expect(toast).toHaveTextContent('Shop details saved');
    expect(toast).toHaveTextContent('The site and new bookings use them now.');
  });

  it('shows the API’s field errors beside their fields', async () => {
    api({
      'PUT /api/shop': reply(400, {
        message: 'bookingRules.horizonDays: Horizon is too long for the calendar',
        code: 'validation',
        fields: { 'bookingRules.horizonDays': 'Horizon is too long for the calendar' },
      }),
    });
    const { user } = renderShop();
    await screen.findByLabelText('Name');
    await user.click(save());
    expect(await screen.findByText('Horizon is too long for the calendar')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking horizon, days')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offline: says it needs the connection, disables Save and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = api();
    const { user } = renderShop();
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.click(save());
    expect(calls.callsTo('PUT', '/api/shop')).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
