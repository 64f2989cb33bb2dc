// @vitest-environment jsdom
// The Barbers screen's weekly hours and time off.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentTestHooks, reply } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/admin-fixtures';
import { api, dialog, fill, goOffline, renderScreen } from './barbers-test-kit';

componentTestHooks(fx.NOW);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Barbers screen: weekly hours', () => {
  it('loads the hours, and saves them with a new working Monday split by a lunch break', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    expect(within(tuesday).getByLabelText('Tuesday from')).toHaveValue('10:00');
    expect(within(screen.getByTestId('hours-Sunday')).getByText('Off')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('hours-Monday')).getByRole('switch', { name: 'Monday working' }));
    await user.click(within(screen.getByTestId('hours-Monday')).getByRole('button', { name: 'Add break on Monday' }));
    const [, afternoonStart] = within(screen.getByTestId('hours-Monday')).getAllByLabelText('Monday from');
    fireEvent.change(afternoonStart!, { target: { value: '13:30' } });
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/barbers/1/hours')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/barbers/1/hours')[0]?.body).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:30', end: '17:00' },
      { weekday: 2, start: '10:00', end: '18:00' },
    ]);
  });

  it('copies one day’s hours to every working day in one tap, days off staying off', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    for (const day of ['Monday', 'Wednesday'])
      await user.click(within(screen.getByTestId(`hours-${day}`)).getByRole('switch', { name: `${day} working` }));
    fireEvent.change(within(tuesday).getByLabelText('Tuesday to'), { target: { value: '21:00' } });
    await user.click(within(tuesday).getByRole('button', { name: 'Copy Tuesday’s hours to all working days' }));
    expect(within(screen.getByTestId('hours-Monday')).getByLabelText('Monday to')).toHaveValue('21:00');
    expect(within(screen.getByTestId('hours-Sunday')).getByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/barbers/1/hours')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/barbers/1/hours')[0]?.body).toEqual(
      [1, 2, 3].map((weekday) => ({ weekday, start: '10:00', end: '21:00' })),
    );
  });

  it('refuses an interval that ends before it starts, and overlapping ones, without a request', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    fireEvent.change(within(tuesday).getByLabelText('Tuesday to'), { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await within(tuesday).findByText('End must be after start')).toBeInTheDocument();
    fireEvent.change(within(tuesday).getByLabelText('Tuesday to'), { target: { value: '18:00' } });
    await user.click(within(tuesday).getByRole('button', { name: 'Add interval on Tuesday' }));
    fireEvent.change(within(tuesday).getAllByLabelText('Tuesday from')[1]!, { target: { value: '17:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await within(tuesday).findByText('Intervals of one day may not overlap')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/barbers/1/hours')).toHaveLength(0);
  });
});

describe('Barbers screen: weekly hours, the server’s word', () => {
  it('puts the API’s 400 field errors on that day’s interval', async () => {
    api({
      'PUT /api/barbers/:id/hours': reply(400, {
        message: '0.end: Hours must end by 21:00',
        code: 'validation',
        fields: { '0.end': 'Hours must end by 21:00' },
      }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await within(tuesday).findByText('Hours must end by 21:00')).toBeInTheDocument();
    expect(within(tuesday).getByLabelText('Tuesday to')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offline, Save Hours is disabled with the note, and nothing is sent', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    await screen.findByTestId('hours-Tuesday');
    goOffline();
    expect(await within(dialog()).findByText('You are offline: this needs the connection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(screen.getByRole('button', { name: 'Save Hours' })).toBeDisabled();
    expect(calls.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('Barbers screen: time off', () => {
  it('lists time off, adds a range with a reason and removes one', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Time off for Miguel Santos' }));
    expect(await screen.findByTestId('time-off-row')).toHaveTextContent('Christmas');
    fireEvent.change(within(dialog()).getByLabelText('From'), { target: { value: '2027-01-04' } });
    fireEvent.change(within(dialog()).getByLabelText('To (the last day off)'), { target: { value: '2027-01-08' } });
    await fill(user, 'Reason (optional)', 'Vacation');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Time Off' }));
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/barbers/1/time-off')[0]?.body).toEqual({
        startDate: '2027-01-04',
        endDate: '2027-01-08',
        reason: 'Vacation',
      }),
    );
    await user.click(within(dialog()).getByRole('button', { name: /Remove time off/ }));
    await waitFor(() => expect(calls.callsTo('DELETE', '/api/barbers/1/time-off/5')).toHaveLength(1));
  });

  it('refuses an end before the start without a request, and shows the appointments in the way on 409', async () => {
    const calls = api({
      'POST /api/barbers/:id/time-off': reply(409, {
        message: 'Appointments are booked on those days',
        code: 'conflict',
        appointments: [fx.anaAt0900],
      }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Time off for Miguel Santos' }));
    await screen.findByTestId('time-off-row');
    fireEvent.change(within(dialog()).getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(dialog()).getByLabelText('To (the last day off)'), { target: { value: '2026-11-20' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Add Time Off' }));
    expect(await within(dialog()).findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/barbers/1/time-off')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText('To (the last day off)'), { target: { value: '2026-11-30' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Add Time Off' }));
    const list = await within(dialog()).findByTestId('conflict-list');
    expect(list).toHaveTextContent('Move or cancel these first');
    expect(list).toHaveTextContent('Ana Rivera');
    expect(within(list).getByRole('link', { name: /Ana Rivera/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\?appointment=\d+&date=/),
    );
  });
});
