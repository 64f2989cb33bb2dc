// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientsOnFile } from '#shared/schemas/client-history';
import { db } from '#pwa/offline/db';
import { enqueue, settle } from '#pwa/offline/outbox-store';
import { WALK_IN } from '../../lib/outbox-kinds';
import { componentTestHooks, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { ManageTab } from './manage-tab';

/** Luis Rivera (id 2) is free at 3:00 and 3:30 PM for the service asked about; Miguel at 4:00 PM. */
const freeTimes = {
  allSlots: ['15:00', '15:30', '16:00'],
  barberAvailability: {
    1: { name: 'Miguel Santos', availableSlots: ['16:00'] },
    2: { name: 'Luis Rivera', availableSlots: ['15:00', '15:30'] },
  },
};
const anaByPhone = ClientsOnFile.parse({
  clients: [
    {
      id: 41,
      name: 'Ana Rivera',
      firstName: 'Ana',
      lastName: 'Rivera',
      phone: '787-555-0142',
      email: 'ana@example.com',
      matchedBy: 'phone',
    },
  ],
});

function staffApi(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/appointments': fx.today,
    'GET /api/barbers': booking.barbers,
    'GET /api/services': booking.services,
    'GET /api/clients/with-history': [],
    'GET /api/clients/on-file': { clients: [] },
    'GET /api/availability/detailed/:serviceId/:date': freeTimes,
    'POST /api/appointments/walk-in': reply(201, fx.walkInMade),
    ...overrides,
  });
}
const renderManage = () => renderWithApp(<ManageTab />, { path: '/admin' });
type User = ReturnType<typeof renderManage>['user'];
const dialog = () => screen.getByRole('dialog');
const add = () => within(dialog()).getByText('Add Walk-in', { selector: 'button' });
async function open(user: User) {
  await user.click(screen.getByText(/Add Walk-in/, { selector: 'button' }));
}
async function pick(user: User, label: string, option: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

componentTestHooks(fx.NOW);
beforeEach(async () => {
  await db.outbox.clear();
});

describe('Add Walk-in: the free times of the chosen barber and service', () => {
  it('offers the barber’s free times for the service and day; one tap sets the time that is sent', async () => {
    const api = staffApi();
    const { user } = renderManage();
    await open(user);
    expect(screen.getByTestId('walk-in-free-times')).toHaveTextContent('Choose a barber and a service to see the free times.');
    await pick(user, 'Barber', 'Luis Rivera');
    await pick(user, 'Service', 'Corte Clásico · 45 min · $35+');
    const times = await screen.findByRole('group', { name: 'Free slots' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3:00 PM', '3:30 PM']);
    expect(api.callsTo('GET', `/api/availability/detailed/1/${fx.TODAY}`).length).toBeGreaterThan(0);
    await user.click(within(times).getByRole('button', { name: '3:30 PM' }));
    expect(screen.getByLabelText('Time')).toHaveValue('15:30');
    expect(within(times).getByRole('button', { name: '3:30 PM' })).toHaveAttribute('aria-pressed', 'true');
    await fill(user, 'Client Name', 'José Ortiz');
    await fill(user, 'Phone', '787-555-0123');
    await user.click(add());
    expect(await screen.findByText('Walk-in Added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/appointments/walk-in')[0]?.body).toMatchObject({ barberId: 2, serviceId: 1, time: '15:30' });
  });

  it('when the free times cannot be fetched (offline), says so and the typed time still saves', async () => {
    // The free times fail (the server is checked, and answers): the typed time is the way.
    const api = staffApi({
      'GET /api/availability/detailed/:serviceId/:date': reply(503, { message: 'down' }),
      'GET /api/health': { status: 'ok' },
    });
    const { user } = renderManage();
    await open(user);
    await pick(user, 'Barber', 'Luis Rivera');
    await pick(user, 'Service', 'Corte Clásico · 45 min · $35+');
    await waitFor(() =>
      expect(screen.getByTestId('walk-in-free-times')).toHaveTextContent('Free times could not be loaded: type the time.'),
    );
    await fill(user, 'Time', '15:10');
    await fill(user, 'Client Name', 'José Ortiz');
    await fill(user, 'Phone', '787-555-0123');
    await user.click(add());
    expect(await screen.findByText('Walk-in Added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/appointments/walk-in')[0]?.body).toMatchObject({ time: '15:10' });
  });
});

describe('Choose Another Time: the free times instead of a typed time', () => {
  it('offers the barber’s free times for the refused walk-in, and the one chosen is what is sent again', async () => {
    const api = staffApi();
    const row = await enqueue(WALK_IN, {
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '14:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    await settle(row.id, { state: 'needs-attention', lastError: 'That time was just booked. Please choose another time.' });
    const { user } = renderManage();
    await user.click(await screen.findByRole('button', { name: /Choose another time/i }));
    const times = await screen.findByRole('group', { name: 'Free slots' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3:00 PM', '3:30 PM']);
    await user.click(within(times).getByRole('button', { name: '3:00 PM' }));
    expect(screen.getByLabelText('Time')).toHaveValue('15:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Walk-in' }));
    // The replacement is queued with the time chosen (the outbox sends it).
    await waitFor(async () => {
      const replacement = (await db.outbox.toArray()).find((r) => r.id !== row.id);
      expect(replacement?.payload).toMatchObject({ barberId: 2, time: '15:00' });
    });
    expect(api.callsTo('GET', `/api/availability/detailed/1/${fx.TODAY}`).length).toBeGreaterThan(0);
  });
});

describe('Add Walk-in: the client on file, by phone or name', () => {
  it('says whose phone it is before saving and fills in that client on request', async () => {
    const api = staffApi({ 'GET /api/clients/on-file': anaByPhone });
    const { user } = renderManage();
    await open(user);
    await fill(user, 'Client Name', 'Anita');
    await fill(user, 'Phone', '(787) 555 0142');
    const owner = await screen.findByTestId('walk-in-phone-owner', {}, { timeout: 3000 });
    expect(owner).toHaveTextContent(
      'This phone belongs to Ana Rivera (ana@example.com). Choose that client, or give the new client’s email.',
    );
    expect(api.callsTo('GET', '/api/clients/on-file').at(-1)?.query.get('phone')).toBe('(787) 555 0142');
    await user.click(within(owner).getByText('Use Ana Rivera'));
    expect(screen.getByLabelText('Client Name')).toHaveValue('Ana Rivera');
    expect(screen.getByLabelText('Phone')).toHaveValue('787-555-0142');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('ana@example.com');
    await waitFor(() => expect(screen.getByTestId('walk-in-phone-owner')).toHaveTextContent('Client on file: Ana Rivera'));
  });

  it('finds clients by name as it is typed and fills the form from the one chosen', async () => {
    const api = staffApi({ 'GET /api/clients/with-history': fx.anaOnFile });
    const { user } = renderManage();
    await open(user);
    await fill(user, 'Client Name', 'rivera');
    const found = await screen.findByRole('group', { name: 'Clients on file' }, { timeout: 3000 });
    expect(api.callsTo('GET', '/api/clients/with-history').at(-1)?.query.get('search')).toBe('rivera');
    await user.click(within(found).getByRole('button', { name: 'Use Ana Rivera · 787-555-0142' }));
    expect(screen.getByLabelText('Client Name')).toHaveValue('Ana Rivera');
    expect(screen.getByLabelText('Phone')).toHaveValue('787-555-0142');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('ana@example.com');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Clients on file' })).toBeNull());
  });
});
