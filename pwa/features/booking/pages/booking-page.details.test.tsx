// @vitest-environment jsdom
import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#shared/errors';
import { SLOT_TAKEN_MESSAGE } from '#shared/schemas/appointment';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/idempotency';
import { reply } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/booking-fixtures';
import {
  shopApi,
  renderWizard,
  button,
  continueButton,
  backButton,
  stepTitle,
  day,
  findChoice,
  fill,
  chooseService,
  chooseDayAndTime,
  chooseBarber,
  fillNewClient,
  type User,
  wizardTestHooks,
} from '#pwa/testing/booking-wizard';

// The booking wizard, steps 4–5 (your information, confirm).
wizardTestHooks();

describe('booking wizard, step 4: your information', () => {
  async function toInfo(user: User) {
    await chooseService(user);
    await chooseDayAndTime(user);
    await chooseBarber(user);
  }

  it('shows field errors for a bad email and phone, and saves nothing', async () => {
    const api = shopApi();
    const { user } = renderWizard();
    await toInfo(user);
    await fill(user, 'Email', 'ana@example');
    await fill(user, 'First name', 'Ana');
    await fill(user, 'Last name', 'Rivera');
    await fill(user, 'Phone', '12ab');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/clients')).toHaveLength(0);
    expect(stepTitle()).toHaveTextContent('Your information');
  });

  it('asks for the missing required fields with a toast', async () => {
    shopApi();
    const { user } = renderWizard();
    await toInfo(user);
    await user.click(continueButton());
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
  });

  it('keeps the details when the visitor goes Back from Confirm to change them', async () => {
    shopApi();
    const { user } = renderWizard();
    await toInfo(user);
    await fillNewClient(user);
    await fill(user, /Notes/, 'Short on the sides');
    await user.click(continueButton());
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Confirm your booking'));
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Short on the sides');
    await user.click(backButton());
    expect(stepTitle()).toHaveTextContent('Your information');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');
    expect(screen.getByLabelText('Phone')).toHaveValue('787-555-0142');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('Short on the sides');
    await user.click(backButton());
    expect(await findChoice('Miguel Santos')).toBeChecked(); // and the barber chosen before
  });

  it('greets a returning client found by email and continues with the saved details', async () => {
    const api = shopApi({ 'GET /api/clients/by-email/:email': fx.returningClient });
    const { user } = renderWizard();
    await toInfo(user);
    await fill(user, 'Email', ' Carlos@Example.com');
    const welcome = await screen.findByTestId('welcome-back');
    expect(welcome).toHaveTextContent('Carlos');
    expect(welcome).toHaveTextContent('Phone: •••-•••-••42');
    expect(api.callsTo('GET', '/api/clients/by-email/carlos%40example.com')).toHaveLength(1); // trimmed, lower case
    expect(screen.queryByLabelText('First name')).toBeNull();
    await user.click(within(welcome).getByText('Continue with saved information'));
    expect(stepTitle()).toHaveTextContent('Confirm your booking');
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Carlos');
    expect(api.callsTo('POST', '/api/clients')).toHaveLength(0);
  });
});

describe('booking wizard, step 5: confirm', () => {
  async function toConfirm(user: User) {
    await chooseService(user);
    await chooseDayAndTime(user);
    await chooseBarber(user);
    await fillNewClient(user);
    await user.click(continueButton());
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Confirm your booking'));
  }
  /** The value beside a label in the summary. */
  const summaryRow = (label: string) => within(screen.getByTestId('booking-summary')).getByText(label).closest('.rt-DataListItem');

  it('sums up the service, barber, date, time, duration, price and client', async () => {
    const api = shopApi();
    const { user } = renderWizard();
    await toConfirm(user);
    expect(api.callsTo('POST', '/api/clients')[0]?.body).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Rivera',
      phone: '787-555-0142',
    });
    expect(summaryRow('Service')).toHaveTextContent('Corte Clásico');
    expect(summaryRow('Barber')).toHaveTextContent('Miguel Santos');
    expect(summaryRow('Date')).toHaveTextContent('Wednesday, November 25, 2026');
    expect(summaryRow('Time')).toHaveTextContent('10:00 AM');
    expect(summaryRow('Duration')).toHaveTextContent('45 minutes');
    expect(summaryRow('Total')).toHaveTextContent('$40.00'); // Miguel's own price for a cut
    expect(summaryRow('Name')).toHaveTextContent('Ana Rivera');
    expect(summaryRow('Email')).toHaveTextContent('ana@example.com');
    expect(summaryRow('Phone')).toHaveTextContent('787-555-0142');
  });

  it('books with the draft and an Idempotency-Key, then shows Appointment Booked!', async () => {
    const api = shopApi();
    const { user } = renderWizard();
    await toConfirm(user);
    await user.click(button(/Confirm & Book/));
    expect(await screen.findByText('Appointment Booked!')).toBeInTheDocument();
    expect(screen.getByTestId('booking-success')).toHaveTextContent('Corte Clásico with Miguel Santos');
    const posts = api.callsTo('POST', '/api/appointments');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toMatch(/\S{8,}/);
    expect(posts[0]?.body).toMatchObject({
      clientId: fx.newClient.id,
      clientEmail: 'ana@example.com',
      serviceId: 1,
      barberId: 1,
      appointmentDate: '2026-11-25',
      appointmentTime: '10:00',
    });
  });

  it('sends a taken time back to step 2 with the server’s message and fresh times', async () => {
    const api = shopApi({ 'POST /api/appointments': reply(409, { message: SLOT_TAKEN_MESSAGE, code: ErrorCode.slotTaken }) });
    const { user } = renderWizard();
    await toConfirm(user);
    const asked = () => api.callsTo('GET', '/api/availability/detailed/1/2026-11-25').length;
    const before = asked();
    await user.click(button(/Confirm & Book/));
    expect(await screen.findByText('Time no longer available')).toBeInTheDocument();
    expect(screen.getByText(SLOT_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Pick a date and time');
    // The date stays, the time is cleared, and the day's times are asked again.
    expect(day('2026-11-25').closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(continueButton()).toBeDisabled();
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    expect(screen.queryByText('Appointment Booked!')).toBeNull();
  });
});
