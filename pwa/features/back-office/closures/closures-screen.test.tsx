// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { componentTestHooks, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { OFFLINE_NOTICE } from '../../staff-shell/components/offline-notice';
import { CHOOSE_END, CHOOSE_START, ClosuresScreen } from './closures-screen';

const christmas = { id: 3, startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Christmas' };

function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/closures': [christmas],
    'POST /api/closures': ({ body }: { body: unknown }) => reply(201, { id: 4, ...(body as object) }),
    'DELETE /api/closures/:id': () => new Response(null, { status: 204 }),
    ...overrides,
  });
}
const renderClosures = () => renderWithApp(<ClosuresScreen />, { path: '/admin/back-office/closures' });
type User = ReturnType<typeof renderClosures>['user'];
async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
const save = () => screen.getByRole('button', { name: 'Add closure' });

componentTestHooks(fx.NOW);

describe('Closures', () => {
  it('lists the upcoming closures with their reason', async () => {
    api();
    renderClosures();
    const [row] = await screen.findAllByTestId('closure-row');
    expect(row).toHaveTextContent('Christmas');
    expect(row).toHaveTextContent(/Dec 24.*Dec 26/);
  });

  it('asks for both days and a range that runs forward, sending nothing', async () => {
    const calls = api();
    const { user } = renderClosures();
    await user.click(save());
    expect(await screen.findByText(CHOOSE_START)).toBeInTheDocument();
    expect(screen.getByText(CHOOSE_END)).toBeInTheDocument();
    expect(screen.getByLabelText('First day closed')).toHaveFocus();
    await fill(user, 'First day closed', '2026-12-31');
    await fill(user, 'Last day closed', '2026-12-30');
    await user.click(save());
    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/closures')).toHaveLength(0);
  });

  it('sends the range and reason, says so, clears the form and reloads the list', async () => {
    const calls = api();
    const { user } = renderClosures();
    await screen.findAllByTestId('closure-row');
    await fill(user, 'First day closed', '2026-12-31');
    await fill(user, 'Last day closed', '2027-01-01');
    await fill(user, 'Reason (optional)', 'New Year');
    await user.click(save());
    expect(await screen.findByText('Closure added')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/closures')[0]?.body).toEqual({ startDate: '2026-12-31', endDate: '2027-01-01', reason: 'New Year' });
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('');
    await waitFor(() => expect(calls.callsTo('GET', '/api/closures')).toHaveLength(2));
  });

  it('lists the live appointments in the way when the server refuses (409)', async () => {
    api({
      'POST /api/closures': reply(409, {
        message: 'There are live appointments on those days',
        code: 'conflict',
        appointments: [fx.anaAt0900],
      }),
    });
    const { user } = renderClosures();
    await fill(user, 'First day closed', '2026-11-24');
    await fill(user, 'Last day closed', '2026-11-24');
    await user.click(save());
    const conflict = await screen.findByTestId('conflict');
    expect(conflict).toHaveTextContent('There are live appointments on those days');
    expect(conflict).toHaveTextContent('Cancel or move these first');
    expect(within(conflict).getByTestId('conflict-appointment')).toHaveTextContent(/9:00 AM · Ana Rivera · Miguel Santos · Corte Clásico/);
  });

  it('links each appointment in the way to where staff open it', async () => {
    api({
      'POST /api/closures': reply(409, {
        message: 'These appointments fall in the closure',
        code: 'conflict',
        appointments: [fx.anaAt0900, fx.pedroAt1430],
      }),
    });
    const { user } = renderClosures();
    await fill(user, 'First day closed', '2026-11-25');
    await fill(user, 'Last day closed', '2026-11-25');
    await user.click(save());
    const links = within(await screen.findByTestId('conflict')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/admin?appointment=${fx.anaAt0900.id}&date=${fx.anaAt0900.appointmentDate}&barber=${fx.anaAt0900.barberId}`,
      `/admin?appointment=${fx.pedroAt1430.id}&date=${fx.pedroAt1430.appointmentDate}&barber=${fx.pedroAt1430.barberId}`,
    ]);
    expect(links[0]).toHaveTextContent('Ana Rivera');
  });

  it('closes anyway in one step: cancels exactly the appointments listed, once confirmed, and says so', async () => {
    let refused = false;
    const calls = api({
      'POST /api/closures': ({ body }: { body: unknown }) => {
        const b = body as { cancelAppointments?: number[] };
        if (!b.cancelAppointments) {
          refused = true;
          return reply(409, {
            message: 'These appointments fall in the closure',
            code: 'conflict',
            appointments: [fx.anaAt0900, fx.pedroAt1430],
          });
        }
        return reply(201, { id: 9, startDate: '2026-11-25', endDate: '2026-11-25', reason: 'Water leak' });
      },
    });
    const { user } = renderClosures();
    await fill(user, 'First day closed', '2026-11-25');
    await fill(user, 'Last day closed', '2026-11-25');
    await fill(user, 'Reason (optional)', 'Water leak');
    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Close anyway and cancel these 2 appointments' }));
    expect(refused).toBe(true);
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel 2 appointments and close?' });
    expect(ask).toHaveTextContent('Each client gets the cancellation notice in their language.');
    await user.click(within(ask).getByRole('button', { name: 'Close anyway and cancel these 2 appointments' }));
    expect(await screen.findByText(/2 appointments were cancelled; each client is told in their language/)).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/closures')[1]?.body).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      reason: 'Water leak',
      cancelAppointments: [fx.anaAt0900.id, fx.pedroAt1430.id],
    });
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
  });

  it('shows the API’s field error beside its field', async () => {
    api({
      'POST /api/closures': reply(400, {
        message: 'startDate: Closures cannot start in the past',
        code: 'validation',
        fields: { startDate: 'Closures cannot start in the past' },
      }),
    });
    const { user } = renderClosures();
    await fill(user, 'First day closed', '2026-11-01');
    await fill(user, 'Last day closed', '2026-11-02');
    await user.click(save());
    expect(await screen.findByText('Closures cannot start in the past')).toBeInTheDocument();
    expect(screen.getByLabelText('First day closed')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a closure only once confirmed', async () => {
    const calls = api();
    const { user } = renderClosures();
    await user.click(await screen.findByRole('button', { name: /Remove the closure/ }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(calls.callsTo('DELETE', '/api/closures/3')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Remove the closure/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove closure' }));
    expect(await screen.findByText('Closure removed')).toBeInTheDocument();
    expect(calls.callsTo('DELETE', '/api/closures/3')).toHaveLength(1);
  });

  it('offline: says it needs the connection, disables Save and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = api();
    const { user } = renderClosures();
    expect((await screen.findAllByText(OFFLINE_NOTICE)).length).toBeGreaterThan(0);
    await fill(user, 'First day closed', '2026-12-31');
    await fill(user, 'Last day closed', '2026-12-31');
    expect(save()).toBeDisabled();
    await user.click(save());
    expect(calls.callsTo('POST', '/api/closures')).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
