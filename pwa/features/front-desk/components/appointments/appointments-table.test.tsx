// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminAppointment } from '#shared/schemas/admin-appointment';
import { db } from '#pwa/offline/db';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { AppointmentsTable } from './appointments-table';

/** A September visit marked done: history. */
const septemberDone = AdminAppointment.parse({
  ...fx.anaAt0900,
  id: 21,
  appointmentDate: '2026-09-14',
  appointmentTime: '16:00',
  endTime: '16:45',
  status: 'completed',
});
/** A visit still to come. */
const december = AdminAppointment.parse({ ...fx.pedroAt1430, id: 22, appointmentDate: '2026-12-04' });

componentTestHooks(fx.NOW);
beforeEach(async () => {
  await db.outbox.clear();
});

const rowOf = (id: number) => screen.getAllByTestId('appointment-row').find((r) => r.getAttribute('data-id') === String(id))!;

describe('Appointments table: past and completed visits are history', () => {
  it('a past visit offers no Delete, and its Edit offers only the status correction (Done, No-show)', async () => {
    const api = fakeApi({
      'GET /api/barbers': booking.barbers,
      'GET /api/services': booking.services,
      'GET /api/appointments': [],
      'PATCH /api/appointments/:id/status': ({ body }: { body: unknown }) => ({
        ...septemberDone,
        status: (body as { status: string }).status,
      }),
    });
    const { user } = renderWithApp(<AppointmentsTable appointments={[septemberDone, december]} />, { path: '/admin' });
    const past = rowOf(21);
    expect(within(past).queryByLabelText('Delete appointment for Ana Rivera')).toBeNull();
    expect(within(rowOf(22)).getByLabelText('Delete appointment for Pedro Díaz')).toBeEnabled();

    await user.click(within(past).getByLabelText('Correct the status of Ana Rivera’s visit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Correct Status');
    expect(within(dialog).queryByLabelText('Time')).toBeNull(); // no move
    await user.click(within(dialog).getByText('No-show', { selector: 'button' }));

    expect(await screen.findByText('Status Corrected')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', '/api/appointments/21/status')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/appointments/21/status')[0]?.body).toMatchObject({ status: 'no_show' });
  });

  it('an upcoming visit still opens the move form', async () => {
    fakeApi({ 'GET /api/barbers': booking.barbers, 'GET /api/services': booking.services, 'GET /api/appointments': [] });
    const { user } = renderWithApp(<AppointmentsTable appointments={[december]} />, { path: '/admin' });
    await user.click(within(rowOf(22)).getByLabelText('Edit appointment for Pedro Díaz'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('14:30');
  });
});

describe('Appointments on a phone (cards): past and completed visits are history there too', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a past visit's card offers no Delete, only the status correction; an upcoming one keeps Edit and Delete", async () => {
    fakeApi({ 'GET /api/barbers': booking.barbers, 'GET /api/services': booking.services, 'GET /api/appointments': [] });
    renderWithApp(<AppointmentsTable appointments={[septemberDone, december]} />, { path: '/admin' });
    const past = rowOf(21);
    expect(past.tagName).toBe('LI'); // the card, not the table's row
    expect(within(past).queryByLabelText('Delete appointment for Ana Rivera')).toBeNull();
    expect(within(past).getByLabelText('Correct the status of Ana Rivera’s visit')).toBeEnabled();
    expect(within(rowOf(22)).getByLabelText('Delete appointment for Pedro Díaz')).toBeEnabled();
  });
});
