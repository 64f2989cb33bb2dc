// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentTestHooks, fakeApi, type ApiCall } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { appointmentHref } from '#pwa/features/staff-shell/lib/appointment-link';
import { LinkedAppointment } from './linked-appointment';

componentTestHooks(fx.NOW);

const api = () =>
  fakeApi({
    'GET /api/appointments': fx.today,
    'GET /api/barbers': booking.barbers,
    'GET /api/services': booking.services,
    'DELETE /api/appointments/:id': ({ params }: ApiCall) => ({
      ...fx.anaAt0900,
      id: Number(params.id),
      status: 'cancelled',
      cancelledAt: fx.NOW.toISOString(),
    }),
  });

describe('an appointment a refusal links to (/admin?appointment=…)', () => {
  it('opens it in a dialog, its day and barber narrowing the list it is found in, with Edit and Delete', async () => {
    const calls = api();
    const { user } = renderWithApp(<LinkedAppointment />, { path: appointmentHref(fx.anaAt0900), route: '/admin' });
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    await waitFor(() => expect(dialog).toHaveTextContent('Ana Rivera'));
    expect(dialog).toHaveTextContent('Corte Clásico · Miguel Santos');
    const query = calls.callsTo('GET', '/api/appointments')[0]?.query;
    expect([query?.get('date'), query?.get('barberId')]).toEqual([fx.anaAt0900.appointmentDate, '1']);
    expect(within(dialog).getByRole('button', { name: /Edit/ })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Delete Appointment' }));
    await waitFor(() => expect(calls.callsTo('DELETE', `/api/appointments/${fx.anaAt0900.id}`)).toHaveLength(1));
  });

  it('nothing without the parameter', () => {
    api();
    renderWithApp(<LinkedAppointment />, { path: '/admin' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
