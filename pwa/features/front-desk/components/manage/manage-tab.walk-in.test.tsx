// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#shared/errors';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/idempotency';
import { WALK_IN_MESSAGES } from '#shared/schemas/walk-in';
import { reply } from '#pwa/testing/fake-api';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { button, dialog, fill, fillWalkIn, manageTabTestHooks, pick, renderManage, rows, staffApi } from './manage-tab.test-helpers';

manageTabTestHooks();

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
