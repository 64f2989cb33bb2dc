// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminAppointment, AdminAppointmentPage } from '#shared/schemas/admin-appointment';
import { componentTestHooks, fakeApi, type ApiCall } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { AppointmentsTab } from './appointments-tab';

/** `n` appointments from `date`, one a day, ids from `first`. */
const made = (n: number, first: number, date: (i: number) => string) =>
  Array.from({ length: n }, (_, i) =>
    AdminAppointment.parse({ ...fx.anaAt0900, id: first + i, appointmentDate: date(i), clientName: `Client ${first + i}` }),
  );
const day = (offset: number) => new Date(Date.UTC(2026, 10, 24 + offset)).toISOString().slice(0, 10);

/** The server's paging (shared/schemas/admin-appointment.ts): 120 from today on, 7 before it. */
const upcoming = made(120, 1000, (i) => day(Math.floor(i / 10)));
const past = made(7, 2000, (i) => day(-1 - i));
function pageOf(call: ApiCall) {
  const rows = call.query.get('before') === 'today' ? past : upcoming;
  const limit = Number(call.query.get('limit'));
  const offset = Number(call.query.get('offset') ?? 0);
  const slice = rows.slice(offset, offset + limit);
  return AdminAppointmentPage.parse({
    appointments: slice,
    total: rows.length,
    nextOffset: offset + limit < rows.length ? offset + limit : null,
  });
}

componentTestHooks(fx.NOW);

describe('Appointments tab', () => {
  it('opens on today and upcoming, fifty at a time earliest first; Show more brings the next page; Past appointments lists the earlier ones latest first', async () => {
    const api = fakeApi({ 'GET /api/appointments': pageOf, 'GET /api/barbers': booking.barbers, 'GET /api/services': booking.services });
    const { user } = renderWithApp(<AppointmentsTab />, { path: '/admin' });

    await waitFor(() => expect(screen.getAllByTestId('appointment-row')).toHaveLength(50));
    const first = api.callsTo('GET', '/api/appointments')[0]!;
    expect(Object.fromEntries(first.query)).toEqual({ from: 'today', limit: '50' });
    expect(screen.getAllByTestId('appointment-row')[0]).toHaveTextContent('Client 1000');
    expect(screen.getByText('Showing 50 of 120 appointments')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('appointment-row')).toHaveLength(100));
    expect(Object.fromEntries(api.callsTo('GET', '/api/appointments').at(-1)!.query)).toEqual({ from: 'today', limit: '50', offset: '50' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByText('Showing 120 of 120 appointments')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    await user.click(screen.getByLabelText('Filter by date'));
    await user.click(await screen.findByRole('option', { name: 'Past appointments' }));
    await waitFor(() => expect(screen.getAllByTestId('appointment-row')).toHaveLength(7));
    expect(Object.fromEntries(api.callsTo('GET', '/api/appointments').at(-1)!.query)).toEqual({
      before: 'today',
      order: 'desc',
      limit: '50',
    });
    expect(screen.getAllByTestId('appointment-row')[0]).toHaveTextContent('Client 2000');
    expect(screen.getByText('Showing 7 of 7 appointments')).toBeInTheDocument();
  });
});
