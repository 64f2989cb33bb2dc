// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#shared/errors';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/idempotency';
import { deferred, reply } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/admin-fixtures';
import { button, manageTabTestHooks, renderManage, rows, staffApi } from './manage-tab.test-helpers';

manageTabTestHooks();

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
