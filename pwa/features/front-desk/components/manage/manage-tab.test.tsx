// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '#shared/errors';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/idempotency';
import { WALK_IN_MESSAGES } from '#shared/schemas/walk-in';
import { db } from '#pwa/offline/db';
import { enqueue, settle } from '#pwa/offline/outbox-store';
import { componentTestHooks, deferred, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { startReplay } from '#pwa/offline/replay';
import { CANCEL, outboxHandlers, WALK_IN } from '../../lib/outbox-kinds';
import { ManageTab } from './manage-tab';

/** The staff API the Manage tab calls, answering as the server does; `overrides` replace routes. */
function staffApi(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/appointments': fx.today,
    'GET /api/barbers': booking.barbers,
    'GET /api/services': booking.services,
    'GET /api/clients/with-history': [],
    'GET /api/clients/on-file': { clients: [] },
    'GET /api/availability/detailed/:serviceId/:date': { allSlots: [], barberAvailability: {} },
    'DELETE /api/appointments/:id': ({ params }: { params: Record<string, string> }) => ({
      ...fx.today.find((a) => a.id === Number(params.id))!,
      status: 'cancelled',
      cancelledAt: fx.NOW.toISOString(),
    }),
    'POST /api/appointments/walk-in': reply(201, fx.walkInMade),
    ...overrides,
  });
}

const renderManage = () => renderWithApp(<ManageTab />, { path: '/admin' });
type User = ReturnType<typeof renderManage>['user'];

const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button' });
const rows = () => screen.queryAllByTestId('today-row');
const dialog = () => screen.getByRole('dialog');

/** Opens a Radix select by its label and picks an option (the listbox lives in a portal). */
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
async function fillWalkIn(user: User) {
  await pick(user, 'Barber', 'Luis Rivera');
  await pick(user, 'Service', 'Corte Clásico · 45 min · $35+');
  await fill(user, 'Time', '15:00');
  await fill(user, 'Client Name', 'José Ortiz');
  await fill(user, 'Phone', '787-555-0123');
}

componentTestHooks(fx.NOW);
beforeEach(async () => {
  await db.outbox.clear();
});

describe('Manage tab: today’s appointments', () => {
  it('shows placeholders while loading, then today’s live appointments by time, as the spec lists them', async () => {
    const answer = deferred();
    const api = staffApi({ 'GET /api/appointments': () => answer.promise });
    renderManage();
    expect(screen.getByText('Appointment Manager')).toBeInTheDocument();
    expect(screen.getByTestId('today-skeleton').children).toHaveLength(3);
    answer.resolve(fx.today);
    await waitFor(() => expect(rows()).toHaveLength(2)); // the cancelled one is not shown
    expect(api.callsTo('GET', '/api/appointments')[0]?.query.get('date')).toBe('today');
    expect(screen.queryByTestId('today-skeleton')).toBeNull();

    const [ana, pedro] = rows();
    expect(ana).toHaveTextContent('9:00 AM');
    expect(ana).toHaveTextContent('Ana Rivera');
    expect(ana).toHaveTextContent('787-555-0142');
    expect(ana).toHaveTextContent('ana@example.com');
    expect(ana).toHaveTextContent('Miguel Santos');
    expect(ana).toHaveTextContent('Corte Clásico');
    expect(ana).not.toHaveTextContent('Walk-in');
    expect(pedro).toHaveTextContent('2:30 PM');
    expect(pedro).toHaveTextContent('Pedro Díaz');
    expect(pedro).toHaveTextContent('Walk-in');
    expect(within(pedro!).getByLabelText('Cancel appointment for Pedro Díaz')).toBeEnabled();
    expect(screen.queryByText('Gone Client')).toBeNull();
  });

  it('says so when nothing is booked today', async () => {
    staffApi({ 'GET /api/appointments': [fx.cancelledAt1100] });
    renderManage();
    expect(await screen.findByText('No appointments scheduled for today')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });

  it('says the list could not load and tries again on request', async () => {
    let answers = 0;
    const api = staffApi({
      'GET /api/appointments': () =>
        answers++ === 0 ? reply(500, { message: 'Something went wrong', code: ErrorCode.internal }) : fx.today,
    });
    const { user } = renderManage();
    const alert = await screen.findByText(/Could not load today's appointments/);
    expect(alert).toHaveTextContent('Please try again.');
    await user.click(button('Try again'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.callsTo('GET', '/api/appointments')).toHaveLength(2);
  });
});

describe('Manage tab: the saved copy', () => {
  it('a refresh that gets no answer keeps the list and says calmly it is the saved copy, and from when: no red error', async () => {
    let answers = 0;
    staffApi({
      'GET /api/appointments': () => {
        if (answers++ === 0) return fx.today;
        throw new TypeError('Failed to fetch'); // the server is down: no answer at all
      },
      'GET /api/health': { ok: true }, // the connection's probe after a request got no answer
    });
    const { queryClient } = renderManage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await queryClient.invalidateQueries({ queryKey: ['/api/appointments'] });
    const note = await screen.findByRole('status', { name: 'Saved copy on this tablet' });
    expect(note).toHaveTextContent('Last updated 10:00 AM (just now)');
    expect(note).toHaveTextContent('It updates when the server answers again.');
    expect(screen.queryByText(/Could not load today's appointments/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rows()).toHaveLength(2);
  });
  it('a saved copy of an empty day still says nothing is booked, beside the saved-copy note', async () => {
    let answers = 0;
    staffApi({
      'GET /api/appointments': () => {
        if (answers++ === 0) return [];
        throw new TypeError('Failed to fetch');
      },
      'GET /api/health': { ok: true },
    });
    const { queryClient } = renderManage();
    expect(await screen.findByText('No appointments scheduled for today')).toBeInTheDocument();
    await queryClient.invalidateQueries({ queryKey: ['/api/appointments'] });
    expect(await screen.findByRole('status', { name: 'Saved copy on this tablet' })).toBeInTheDocument();
    expect(screen.getByText('No appointments scheduled for today')).toBeInTheDocument();
  });
});

describe('Manage tab: cancelling', () => {
  it('asks first, naming the client, and sends nothing when staff keep the appointment', async () => {
    const api = staffApi();
    const { user } = renderManage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByLabelText('Cancel appointment for Ana Rivera'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to cancel the appointment for Ana Rivera?');
    await user.click(within(confirm).getByText('Keep Appointment'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/appointments/11')).toHaveLength(0);
  });

  it('cancels with DELETE /api/appointments/{id} and an Idempotency-Key, says so and reloads the list', async () => {
    const api = staffApi();
    const { user } = renderManage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByLabelText('Cancel appointment for Ana Rivera'));
    await user.click(within(await screen.findByRole('alertdialog')).getByText('Cancel Appointment', { selector: 'button' }));
    expect(await screen.findByText('Appointment Cancelled')).toBeInTheDocument();
    const [del] = api.callsTo('DELETE', '/api/appointments/11');
    expect(del?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toMatch(/\S{8,}/);
    // What staff saw, so the server can refuse it if the appointment changed meanwhile.
    expect(del?.body).toEqual({ seen: { date: fx.TODAY, time: '09:00', barberId: fx.anaAt0900.barberId, status: 'confirmed' } });
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/api/appointments').length).toBeGreaterThan(1));
  });
});

describe('Manage tab: Add Walk-in', () => {
  it('shows the spec’s message under each missing field and sends nothing', async () => {
    const api = staffApi();
    const { user } = renderManage();
    await user.click(button(/Add Walk-in/));
    await user.click(within(dialog()).getByText('Add Walk-in', { selector: 'button' }));
    for (const message of [
      WALK_IN_MESSAGES.barberId,
      WALK_IN_MESSAGES.serviceId,
      WALK_IN_MESSAGES.time,
      WALK_IN_MESSAGES.clientName,
      WALK_IN_MESSAGES.clientPhone,
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Date')).toHaveValue(fx.TODAY); // today by default, so no message
    expect(api.callsTo('POST', '/api/appointments/walk-in')).toHaveLength(0);
  });

  it('refuses a short phone and a bad email with their messages', async () => {
    const api = staffApi();
    const { user } = renderManage();
    await user.click(button(/Add Walk-in/));
    await fillWalkIn(user);
    await fill(user, 'Phone', '787-555');
    await fill(user, 'Email (optional)', 'jose@');
    await user.click(within(dialog()).getByText('Add Walk-in', { selector: 'button' }));
    expect(await within(dialog()).findByText(WALK_IN_MESSAGES.clientPhone)).toBeInTheDocument();
    expect(within(dialog()).getByText(WALK_IN_MESSAGES.clientEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus(); // the first field with a message
    expect(api.callsTo('POST', '/api/appointments/walk-in')).toHaveLength(0);
  });

  it('sends the walk-in as the shared schema shapes it, says so and closes', async () => {
    const api = staffApi();
    const { user } = renderManage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(button(/Add Walk-in/));
    await fillWalkIn(user);
    await user.click(within(dialog()).getByText('Add Walk-in', { selector: 'button' }));
    expect(await screen.findByText('Walk-in Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = api.callsTo('POST', '/api/appointments/walk-in');
    expect(post?.body).toEqual({
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '15:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    expect(post?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toMatch(/\S{8,}/);
    await waitFor(() => expect(api.callsTo('GET', '/api/appointments').length).toBeGreaterThan(1)); // the list reloads
  });

  it('offers the desk’s services, a staff-only one included, and sends it', async () => {
    const staffOnly = {
      id: 9,
      name: 'Afeitado VIP',
      description: 'Desk only.',
      price: 50,
      duration: 40,
      barbers: [
        { id: 1, price: 55 },
        { id: 2, price: 50 },
      ],
    };
    const api = staffApi({
      'GET /api/services': ({ query }: { query: URLSearchParams }) =>
        query.get('view') === 'desk' ? [...booking.services, staffOnly] : booking.services,
    });
    const { user } = renderManage();
    await user.click(button(/Add Walk-in/));
    await pick(user, 'Service', 'Afeitado VIP · 40 min · $50+');
    await pick(user, 'Barber', 'Miguel Santos');
    expect(screen.getByTestId('walk-in-price')).toHaveTextContent('Price: $55.00'); // Miguel's own price
    await pick(user, 'Barber', 'Luis Rivera');
    expect(screen.getByTestId('walk-in-price')).toHaveTextContent('Price: $50.00'); // Luis at the service's price
    await fill(user, 'Time', '15:00');
    await fill(user, 'Client Name', 'José Ortiz');
    await fill(user, 'Phone', '787-555-0123');
    await user.click(within(dialog()).getByText('Add Walk-in', { selector: 'button' }));
    expect(await screen.findByText('Walk-in Added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/appointments/walk-in')[0]?.body).toMatchObject({ barberId: 2, serviceId: 9 });
    expect(api.callsTo('GET', '/api/services').some((c) => c.query.get('view') === 'desk')).toBe(true);
  });

  it('offers only the barbers who perform the chosen service, and clears one who does not', async () => {
    staffApi();
    const { user } = renderManage();
    await user.click(button(/Add Walk-in/));
    await pick(user, 'Barber', 'Miguel Santos');
    await pick(user, 'Service', 'Barba · 30 min · $20+'); // only Luis does beards
    await waitFor(() => expect(within(dialog()).getByText('Select a barber')).toBeInTheDocument());
    await user.click(screen.getByLabelText('Barber'));
    expect(await screen.findByRole('option', { name: 'Luis Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Miguel Santos' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Luis Rivera' }));
    expect(screen.getByTestId('walk-in-price')).toHaveTextContent('Price: $20.00');
  });

  it('shows the chosen barber’s own price for the service', async () => {
    staffApi();
    const { user } = renderManage();
    await user.click(button(/Add Walk-in/));
    await pick(user, 'Service', 'Corte Clásico · 45 min · $35+');
    expect(screen.getByTestId('walk-in-price')).toHaveTextContent('Price: $35.00');
    await pick(user, 'Barber', 'Miguel Santos');
    expect(screen.getByTestId('walk-in-price')).toHaveTextContent('Price: $40.00');
  });

  it('shows the server’s refusal (409) and keeps the form open with what was typed', async () => {
    const message = 'Luis Rivera already has an appointment at that time.';
    staffApi({ 'POST /api/appointments/walk-in': reply(409, { message, code: ErrorCode.slotTaken }) });
    const { user } = renderManage();
    await user.click(button(/Add Walk-in/));
    await fillWalkIn(user);
    await user.click(within(dialog()).getByText('Add Walk-in', { selector: 'button' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByLabelText('Client Name')).toHaveValue('José Ortiz');
  });

  it('names the client an email belongs to and fills in that client on request', async () => {
    const api = staffApi({ 'GET /api/clients/with-history': fx.anaOnFile });
    const { user } = renderManage();
    await user.click(button(/Add Walk-in/));
    await fill(user, 'Client Name', 'Anita');
    await fill(user, 'Email (optional)', 'ana@example.com');
    const owner = await screen.findByTestId('walk-in-email-owner', {}, { timeout: 3000 });
    expect(owner).toHaveTextContent('This email belongs to Ana Rivera (787-555-0142)');
    expect(api.callsTo('GET', '/api/clients/with-history').at(-1)?.query.get('search')).toBe('ana@example.com');
    await user.click(within(owner).getByText('Use Ana Rivera'));
    expect(screen.getByLabelText('Client Name')).toHaveValue('Ana Rivera');
    expect(screen.getByLabelText('Phone')).toHaveValue('787-555-0142');
    await waitFor(() => expect(screen.getByTestId('walk-in-email-owner')).toHaveTextContent('Client on file: Ana Rivera'));
  });
});

describe('Manage tab: changes the server refused', () => {
  it('lists a refused walk-in under Needs attention with the server’s words, and discards it only after asking', async () => {
    staffApi();
    const row = await enqueue(WALK_IN, {
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '15:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    await settle(row.id, { state: 'needs-attention', lastError: 'That time was just booked. Please choose another time.' });
    const { user } = renderManage();
    const item = await screen.findByTestId('attention-item');
    expect(item).toHaveTextContent('Walk-in: José Ortiz');
    expect(item).toHaveTextContent('3:00 PM');
    expect(item).toHaveTextContent('That time was just booked. Please choose another time.');
    expect(within(item).getByLabelText('Choose another time for Walk-in: José Ortiz')).toBeInTheDocument();
    await user.click(within(item).getByLabelText('Discard Walk-in: José Ortiz'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('This walk-in will not be added. This cannot be undone.');
    await user.click(within(confirm).getByText('Discard Change', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByTestId('attention-item')).toBeNull());
    expect((await db.outbox.get(row.id))?.outcome).toBe('discarded');
  });
});

describe('Manage tab: a change made on what the appointment was', () => {
  it('a queued cancellation of a visit moved meanwhile is refused and shows both versions; nothing is cancelled', async () => {
    const seen = { date: fx.TODAY, time: '14:30', barberId: fx.pedroAt1430.barberId, status: 'confirmed' as const };
    const current = { ...seen, time: '16:30', barberName: fx.pedroAt1430.barberName };
    const api = staffApi({
      'DELETE /api/appointments/:id': reply(409, {
        message: 'This appointment changed since this device saw it.',
        code: 'changed_since',
        seen,
        current,
      }),
    });
    await enqueue(CANCEL, {
      appointmentId: 12,
      clientName: 'Pedro Díaz',
      date: fx.TODAY,
      time: '14:30',
      barberName: fx.pedroAt1430.barberName,
      seen,
    });
    const stop = startReplay({ handlers: outboxHandlers });
    try {
      const { user } = renderManage();
      const item = await screen.findByTestId('attention-item', {}, { timeout: 5000 });
      expect(api.callsTo('DELETE', '/api/appointments/12')[0]?.body).toEqual({ seen });
      expect(item).toHaveTextContent('Cancellation: Pedro Díaz');
      expect(within(item).getByTestId('change-seen')).toHaveTextContent(/^You saw: Tue, Nov 24 · 2:30 PM · Luis Rivera$/);
      expect(within(item).getByTestId('change-now')).toHaveTextContent(/^Now: Tue, Nov 24 · 4:30 PM · Luis Rivera · confirmed$/);
      expect(item).toHaveTextContent('This appointment changed since this device saw it. Nothing was changed.');
      // Having seen both, staff may cancel it as it is now.
      await user.click(within(item).getByText('Try Again', { selector: 'button' }));
      await waitFor(() => expect(api.callsTo('DELETE', '/api/appointments/12')).toHaveLength(2), { timeout: 5000 });
      expect(api.callsTo('DELETE', '/api/appointments/12')[1]?.body).toEqual({ seen: { ...seen, time: '16:30' } });
    } finally {
      stop();
    }
  });

  it('a refused walk-in says what it clashes with, in the desk’s words', async () => {
    staffApi();
    const row = await enqueue(WALK_IN, {
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '15:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    await settle(row.id, {
      state: 'needs-attention',
      lastError: 'Luis Rivera already has an appointment from 2:30 PM to 3:15 PM. Please choose another time.',
      refusal: { code: 'slot_taken', clash: { kind: 'block', barberName: 'Luis Rivera', from: '14:00', to: '16:00' } },
    });
    renderManage();
    const item = await screen.findByTestId('attention-item');
    expect(item).toHaveTextContent('That time is blocked for Luis Rivera from 2:00 PM to 4:00 PM. Please choose another time.');
  });

  it('Choose Another Time, saved while online, says the walk-in was added once the server took it', async () => {
    const api = staffApi();
    const row = await enqueue(WALK_IN, {
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '15:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    await settle(row.id, { state: 'needs-attention', lastError: 'That time is blocked for Luis Rivera. Please choose another time.' });
    const stop = startReplay({ handlers: outboxHandlers });
    try {
      const { user } = renderManage();
      const item = await screen.findByTestId('attention-item');
      await user.click(within(item).getByLabelText('Choose another time for Walk-in: José Ortiz'));
      await fill(user, 'Time', '16:00');
      await user.click(within(dialog()).getByText('Save Walk-in', { selector: 'button' }));
      expect(await screen.findByText('Walk-in Added', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText('Walk-in Waiting to Sync')).toBeNull();
      expect(api.callsTo('POST', '/api/appointments/walk-in')[0]?.body).toMatchObject({ time: '16:00' });
    } finally {
      stop();
    }
  });
});

describe('Manage tab: withdrawing a queued cancellation', () => {
  it('a cancellation waiting to sync is withdrawn like a queued walk-in: no request, the visit stays', async () => {
    const api = staffApi();
    const row = await enqueue(CANCEL, {
      appointmentId: 11,
      clientName: 'Ana Rivera',
      date: fx.TODAY,
      time: '09:00',
      barberName: fx.anaAt0900.barberName,
    });
    const { user } = renderManage();
    const anaRow = () => rows().find((r) => r.textContent?.includes('Ana Rivera'));
    await waitFor(() => expect(anaRow()).toHaveTextContent('Waiting to sync'));
    await user.click(within(anaRow()!).getByLabelText('Withdraw the cancellation for Ana Rivera'));
    expect(await screen.findByText('Cancellation Withdrawn', {}, { timeout: 5000 })).toBeInTheDocument();
    expect((await db.outbox.get(row.id))?.outcome).toBe('withdrawn');
    await waitFor(() => expect(anaRow()).not.toHaveTextContent('Waiting to sync'));
    expect(api.callsTo('DELETE', '/api/appointments/11')).toHaveLength(0);
  });
});
