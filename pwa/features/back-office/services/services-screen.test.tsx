// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { AdminService } from '#shared/schemas/admin-services';
import { BookingRules } from '#shared/schemas/booking-rules';
import { componentTestHooks, fakeApi, reply, type ApiCall, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { NOW } from '#pwa/testing/admin-fixtures';
import { ServicesScreen } from './services-screen';

const miguel = AdminBarber.parse({
  id: 1,
  name: 'Miguel Santos',
  title: 'Master Barber',
  bio: '',
  rating: '4.9',
  active: true,
  sortOrder: 1,
  photoUrl: null,
  translations: {},
});
const luis = AdminBarber.parse({
  id: 2,
  name: 'Luis Rivera',
  title: 'Senior Barber',
  bio: '',
  rating: '4.8',
  active: true,
  sortOrder: 2,
  photoUrl: null,
  translations: {},
});
const gone = AdminBarber.parse({
  id: 3,
  name: 'Pablo Ortiz',
  title: 'Barber',
  bio: '',
  rating: '4.5',
  active: false,
  sortOrder: 3,
  photoUrl: null,
  translations: {},
});

const corte = AdminService.parse({
  id: 1,
  name: 'Corte Clásico',
  description: 'Scissor or clipper cut.',
  price: 35,
  duration: 45,
  cleanup: 10,
  bookableOnline: true,
  retired: false,
  sortOrder: 1,
  barbers: [
    { barberId: 1, price: null },
    { barberId: 3, price: 30 },
  ],
  translations: {},
});
const quimico = AdminService.parse({
  id: 2,
  name: 'Servicios de Químico',
  description: '',
  price: null,
  duration: 120,
  cleanup: 0,
  bookableOnline: false,
  retired: false,
  sortOrder: 2,
  barbers: [{ barberId: 2, price: null }],
  translations: {},
});
const old = AdminService.parse({
  id: 3,
  name: 'Afeitado Antiguo',
  description: '',
  price: 15,
  duration: 15,
  cleanup: 0,
  bookableOnline: true,
  retired: true,
  sortOrder: 0,
  barbers: [],
  translations: {},
});
const rules = BookingRules.parse({ horizonDays: 90, lastBookableDate: '2027-02-22', minNoticeMinutes: 0, slotStepMinutes: 15 });

function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/services': [quimico, old, corte],
    'GET /api/barbers': [miguel, luis, gone],
    'GET /api/booking-rules': rules,
    'POST /api/services': ({ body }: ApiCall) =>
      reply(201, { ...corte, ...(body as object), id: 9, retired: false, sortOrder: 3, translations: {} }),
    'PATCH /api/services/:id': ({ body }: ApiCall) => ({ ...corte, ...(body as object) }),
    'DELETE /api/services/:id': { ...corte, retired: true },
    ...overrides,
  });
}

const renderScreen = () => renderWithApp(<ServicesScreen />, { path: '/admin/back-office/services' });
type User = ReturnType<typeof renderScreen>['user'];
const dialog = () => screen.getByRole('dialog');
async function fill(user: User, label: string, text: string) {
  const input = within(dialog()).getByLabelText(label);
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}
const save = (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Save' }));

componentTestHooks(NOW);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Services screen: the list', () => {
  it('lists live services in order with price, length and barbers, and retired ones apart', async () => {
    const calls = api();
    renderScreen();
    const rows = await screen.findAllByTestId('service-row');
    expect(rows.map((r) => within(r).getAllByText(/./)[0]?.textContent)).toEqual(['Corte Clásico', 'Servicios de Químico']);
    expect(rows[0]).toHaveTextContent('$35.00 · 45 min + 10 min clean-up');
    expect(rows[0]).toHaveTextContent('Miguel Santos, Pablo Ortiz');
    expect(rows[1]).toHaveTextContent('Call the shop · 120 min');
    expect(rows[1]).toHaveTextContent('Staff only');
    const retired = screen.getAllByTestId('retired-row');
    expect(retired).toHaveLength(1);
    expect(retired[0]).toHaveTextContent('Afeitado Antiguo');
    expect(calls.callsTo('GET', '/api/services')[0]?.query.get('view')).toBe('admin');
    expect(calls.callsTo('GET', '/api/barbers')[0]?.query.get('view')).toBe('admin');
  });
});

describe('Services screen: not the owner', () => {
  it('says what the server said when the list is refused', async () => {
    api({ 'GET /api/services': reply(403, { message: 'Only the shop owner can do this', code: 'forbidden' }) });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the shop owner can do this');
  });
});

describe('Services screen: add and edit', () => {
  it('shows the schema’s messages under the fields and sends nothing', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    await fill(user, 'Price ($)', '12.345');
    await fill(user, 'Duration (minutes)', '40');
    await fill(user, 'Order (lower shows first)', 'first');
    await save(user);
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Price must have at most two decimals')).toBeInTheDocument();
    expect(within(dialog()).getByText('Duration must be a multiple of 15 minutes')).toBeInTheDocument();
    expect(within(dialog()).getByText('Order must be a whole number (0 or more)')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Name')).toHaveFocus();
    expect(calls.callsTo('POST', '/api/services')).toHaveLength(0);
  });

  it('adds a service with every active barber checked, one at their own price', async () => {
    const calls = api();
    const { user, queryClient } = renderScreen();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    expect(within(dialog()).getByRole('checkbox', { name: 'Miguel Santos' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Luis Rivera' })).toBeChecked();
    expect(within(dialog()).queryByText('Pablo Ortiz')).toBeNull(); // inactive barbers are not offered
    expect(within(dialog()).getByText('Changes apply to new bookings; booked appointments keep their price.')).toBeInTheDocument();
    await fill(user, 'Name', 'Diseño');
    await fill(user, 'Description (optional)', 'Patterns shaved in.');
    await fill(user, 'Price ($)', '25.50');
    await fill(user, 'Duration (minutes)', '30');
    await fill(user, 'Clean-up after (minutes)', '5');
    await user.click(within(dialog()).getByRole('radio', { name: /Staff only/ }));
    await fill(user, 'Luis Rivera’s price ($) (optional)', '30');
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.callsTo('POST', '/api/services')[0]?.body).toEqual({
      name: 'Diseño',
      description: 'Patterns shaved in.',
      price: 25.5,
      duration: 30,
      cleanup: 5,
      bookableOnline: false,
      barbers: [
        { barberId: 1, price: null },
        { barberId: 2, price: 30 },
      ],
    });
    expect(await screen.findByText('Service Added')).toBeInTheDocument();
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.predicate);
    const predicate = refreshed.find(Boolean)!;
    const hits = (key: unknown[]) => predicate({ queryKey: key } as never);
    expect([
      hits(['/api/services']),
      hits(['/api/barbers']),
      hits(['/api/availability/detailed', 1, '2026-11-25']),
      hits(['/api/products']),
    ]).toEqual([true, true, true, false]);
  });

  it('sends the Spanish name typed on an edit in translations.es, and no translations when it is left alone', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Corte Clásico' }));
    expect(within(dialog()).getByLabelText('Nombre (español)')).toHaveValue('');
    await fill(user, 'Nombre (español)', 'Corte clásico');
    await save(user);
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/services/1')).toHaveLength(1));
    expect(calls.callsTo('PATCH', '/api/services/1')[0]?.body).toMatchObject({ translations: { es: { name: 'Corte clásico' } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Edit Corte Clásico' }));
    await fill(user, 'Order (lower shows first)', '2');
    await save(user);
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/services/1')).toHaveLength(2));
    expect(calls.callsTo('PATCH', '/api/services/1')[1]?.body).not.toHaveProperty('translations');
  });

  it('edits a service to "call the shop", keeping an inactive barber who performs it', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Corte Clásico' }));
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Corte Clásico');
    expect(within(dialog()).getByRole('checkbox', { name: 'Luis Rivera' })).not.toBeChecked();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Call the shop for a price' }));
    await fill(user, 'Order (lower shows first)', '4');
    await save(user);
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/services/1')).toHaveLength(1));
    expect(calls.callsTo('PATCH', '/api/services/1')[0]?.body).toEqual({
      name: 'Corte Clásico',
      description: 'Scissor or clipper cut.',
      price: null,
      duration: 45,
      cleanup: 10,
      bookableOnline: true,
      sortOrder: 4,
      barbers: [
        { barberId: 1, price: null },
        { barberId: 3, price: 30 },
      ],
    });
  });

  it('puts the API’s 400 field errors under the fields, a barber’s price beside that barber', async () => {
    api({
      'PATCH /api/services/:id': reply(400, {
        message: 'duration: Duration must be a multiple of 20 minutes',
        code: 'validation',
        fields: { duration: 'Duration must be a multiple of 20 minutes', 'barbers.0.price': 'Price cannot be negative' },
      }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Corte Clásico' }));
    await save(user);
    expect(await within(dialog()).findByText('Duration must be a multiple of 20 minutes')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByLabelText('Miguel Santos’s price ($) (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByText('Price cannot be negative')).toBeInTheDocument();
  });
});

describe('Services screen: retiring and offline', () => {
  it('asks first, then retires with DELETE', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Retire Corte Clásico' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Past appointments keep its name');
    await user.click(within(confirm).getByRole('button', { name: 'Retire Service' }));
    await waitFor(() => expect(calls.callsTo('DELETE', '/api/services/1')).toHaveLength(1));
    expect(await screen.findByText('Service Retired')).toBeInTheDocument();
  });

  it('offline, the form says it needs the connection and Save sends nothing', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Corte Clásico' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await within(dialog()).findByText('You are offline: this needs the connection')).toBeInTheDocument();
    const button = within(dialog()).getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(calls.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
