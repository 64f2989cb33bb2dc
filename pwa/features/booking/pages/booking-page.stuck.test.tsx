// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, type ApiCall } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/booking-fixtures';
import { renderWithApp } from '#pwa/testing/render';
import { BookingPage } from './booking-page';
import {
  findChoice,
  shopApi,
  renderWizard,
  button,
  day,
  slot,
  continueButton,
  backButton,
  stepTitle,
  fill,
  chooseService,
  chooseDayAndTime,
  chooseBarber,
  fillNewClient,
  type User,
  wizardTestHooks,
} from '#pwa/testing/booking-wizard';

// The wizard's dead ends: a returning client's Continue, a typo after saving, a double tap.
wizardTestHooks();

async function toInfo(user: User) {
  await chooseService(user);
  await chooseDayAndTime(user);
  await chooseBarber(user);
}
const TOKEN = 'correction-token-of-ana';

describe('booking wizard: a visitor never gets stuck', () => {
  it('a returning client goes on with the main Continue too (no "Missing information" with no field on screen)', async () => {
    const api = shopApi({ 'GET /api/clients/by-email/:email': fx.returningClient });
    const { user } = renderWizard();
    await toInfo(user);
    await fill(user, 'Email', 'carlos@example.com');
    await screen.findByTestId('welcome-back');
    await user.click(document.querySelector<HTMLButtonElement>('.booking-nav button[type="submit"]')!); // the wizard's own Continue
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Confirm your booking'));
    expect(screen.queryByText('Missing information')).toBeNull();
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Carlos');
    expect(api.callsTo('POST', '/api/clients')).toHaveLength(0);
  });

  it('a new client who goes Back from Confirm corrects a typo, and the correction is saved on their record', async () => {
    let saved = false;
    const api = shopApi({
      'POST /api/clients': () => {
        saved = true;
        return reply(201, { ...fx.newClient, correctionToken: TOKEN });
      },
      // Once saved, the email is on file: the look-up finds Ana.
      'GET /api/clients/by-email/:email': () =>
        saved ? { id: fx.newClient.id, firstName: 'Ana', maskedPhone: '•••-•••-••42' } : reply(404, { message: 'Client not found' }),
      'PATCH /api/clients/:id/correction': (call: ApiCall) => ({ ...fx.newClient, ...(call.body as object), notes: null }),
    });
    const { user } = renderWizard();
    await toInfo(user);
    await fillNewClient(user);
    await user.click(continueButton());
    // Saving refreshes the look-up first (it finds Ana now), then moves on.
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Confirm your booking'));
    await user.click(backButton());
    expect(stepTitle()).toHaveTextContent('Your information');
    await new Promise((resolve) => setTimeout(resolve, 500)); // the look-up has answered by now
    expect(screen.queryByTestId('welcome-back')).toBeNull();
    const first = screen.getByLabelText('First name');
    expect(first).toHaveValue('Ana');
    await user.clear(first);
    await user.type(first, 'Anna');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '787-555-0143');
    await user.click(continueButton());
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Confirm your booking'));
    const patches = api.callsTo('PATCH', `/api/clients/${fx.newClient.id}/correction`);
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toMatchObject({
      token: TOKEN,
      firstName: 'Anna',
      lastName: 'Rivera',
      phone: '787-555-0143',
      email: 'ana@example.com',
    });
    expect(api.callsTo('POST', '/api/clients')).toHaveLength(1); // no second client
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Anna Rivera');
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('787-555-0143');
  });

  it('a double tap on Confirm & Book sends the booking once', async () => {
    const api = shopApi();
    const { user } = renderWizard();
    await toInfo(user);
    await fillNewClient(user);
    await user.click(continueButton());
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Confirm your booking'));
    const confirm = button(/Confirm & Book/);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Appointment Booked!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/appointments')).toHaveLength(1);
  });

  it('today, the times already gone are not offered and not called Booked; a later taken time still is', async () => {
    // Now is 10:00 in San Juan: 09:00 and 09:30 are gone; 11:00 is taken.
    shopApi({
      'GET /api/availability/detailed/:serviceId/:date': {
        allSlots: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
        barberAvailability: {
          '1': { name: 'Miguel Santos', availableSlots: ['10:00', '10:30', '11:30'] },
          '2': { name: 'Luis Rivera', availableSlots: ['10:30'] },
        },
      },
    });
    const { user } = renderWizard();
    await chooseService(user);
    await user.click(day('2026-11-24'));
    await waitFor(() => slot('10:30'));
    expect(document.querySelector('button[data-time="09:00"]')).toBeNull();
    expect(document.querySelector('button[data-time="09:30"]')).toBeNull();
    expect(slot('10:00')).toHaveTextContent('Available');
    expect(slot('11:00')).toHaveTextContent('Booked');
    expect(screen.getByTestId('last-booking')).toHaveTextContent('Last booking at 11:30 AM');
  });

  it('a reload comes back to the same step with the choices made (kept for the tab)', async () => {
    shopApi();
    const first = renderWizard();
    await toInfo(first.user);
    await fill(first.user, 'Email', 'ana@example.com');
    first.unmount();
    // The reloaded page: the URL the wizard left (?step=4) and the tab's storage.
    const again = renderWithApp(<BookingPage />, { path: '/book?step=4', route: '/book' });
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Your information'));
    await again.user.click(backButton());
    expect(await findChoice('Miguel Santos')).toBeChecked();
    await again.user.click(backButton());
    expect(stepTitle()).toHaveTextContent('Pick a date and time');
    await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));
    expect(day('2026-11-25').closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('a ?step= beyond the choices made shows the furthest step they reach', async () => {
    shopApi();
    renderWithApp(<BookingPage />, { path: '/book?step=5', route: '/book' });
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Choose a service'));
  });
});
