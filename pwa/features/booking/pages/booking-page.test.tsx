// @vitest-environment jsdom
import { screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '#shared/errors';
import { SLOT_TAKEN_MESSAGE } from '#shared/schemas/appointment';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/idempotency';
import { fakeApi, strayRequests, reply, type Route } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import * as fx from '../../../testing/booking-fixtures';
import { BookingPage } from './booking-page';

/** The public API the wizard calls, answering as the server does; `overrides` replace routes. */
function shopApi(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/services': fx.services,
    'GET /api/barbers': fx.barbers,
    'GET /api/booking-rules': fx.bookingRules,
    'GET /api/availability/detailed/:serviceId/:date': fx.availability,
    'GET /api/clients/by-email/:email': reply(404, { message: 'Client not found', code: ErrorCode.notFound }),
    'POST /api/clients': fx.newClient,
    'POST /api/appointments': reply(201, fx.booked),
    ...overrides,
  });
}

const renderWizard = () => renderWithApp(<BookingPage />, { path: '/book' });
type User = ReturnType<typeof renderWizard>['user'];

/*
 * Queries: by visible text and the components' own data attributes rather than ARIA roles over the
 * whole page (role queries walk every element's computed style and take seconds on a busy machine).
 */
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button' });
const continueButton = () => button(/^Continue/);
const backButton = () => button('Back');
const stepTitle = () => document.getElementById('booking-step-title')!;
/** A calendar day (`YYYY-MM-DD`): its button, disabled when the day cannot be chosen. */
const day = (iso: string) => {
  const found = document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  if (!found) throw new Error(`${iso} is not on the calendar`);
  return found;
};
/** A time on the slot list (`HH:MM`). */
const slot = (time: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[data-time="${time}"]`);
  if (!found) throw new Error(`${time} is not on the slot list`);
  return found;
};
/** A choice card (service or barber) by its bold name. */
const choice = (name: string | RegExp) => screen.getByText(name).closest<HTMLElement>('[role="radio"]')!;
const findChoice = async (name: string | RegExp) => (await screen.findByText(name)).closest<HTMLElement>('[role="radio"]')!;
/** Fills a field the way a visitor's keyboard or autofill does, in one input event. */
async function fill(user: User, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function chooseService(user: User, name = 'Corte Clásico') {
  await user.click(await findChoice(name));
  await user.click(continueButton());
}
async function chooseDayAndTime(user: User, time = '10:00') {
  await user.click(day('2026-11-25'));
  await waitFor(() => slot(time));
  await user.click(slot(time));
  await user.click(continueButton());
}
async function chooseBarber(user: User, name = 'Miguel Santos') {
  await user.click(await findChoice(name));
  await user.click(continueButton());
}
async function fillNewClient(user: User) {
  await fill(user, 'Email', 'ana@example.com');
  await fill(user, 'First name', 'Ana');
  await fill(user, 'Last name', 'Rivera');
  await fill(user, 'Phone', '787-555-0142');
}

// Whole journeys through a wizard on a shared, busy machine: generous, though each takes well under it.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.setSystemTime(fx.NOW);
});
afterEach(() => {
  vi.useRealTimers();
  expect(strayRequests(), 'requests the fake API has no route for').toEqual([]);
});

describe('booking wizard, step 1: service', () => {
  it('lists the bookable services with their prices and keeps Continue disabled until one is chosen', async () => {
    shopApi();
    const { user } = renderWizard();
    const corte = await findChoice('Corte Clásico');
    expect(corte).toHaveTextContent('$35+');
    expect(corte).toHaveTextContent('45 min');
    expect(continueButton()).toBeDisabled();
    await user.click(corte);
    expect(corte).toBeChecked();
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Pick a date and time');
  });

  it('does not offer a chemical service: it shows the call-the-shop notice instead', async () => {
    shopApi();
    renderWizard();
    const notice = await screen.findByTestId('chemical-callout');
    expect(notice).toHaveTextContent('Servicios de Químico');
    expect(notice).toHaveTextContent('For chemical services:');
    expect(within(notice).getByText(/Call/, { selector: 'a' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(notice.closest('[role="radio"]')).toBeNull();
    expect(document.querySelectorAll('[role="radio"]')).toHaveLength(2);
  });
});

describe('booking wizard, step 2: date and time', () => {
  it('offers neither past days, Sundays nor days beyond the server’s horizon', async () => {
    const api = shopApi();
    const { user } = renderWizard();
    await chooseService(user);
    expect(screen.getByText('Please select a date first')).toBeInTheDocument();
    expect(day('2026-11-23')).toBeDisabled(); // yesterday
    expect(day('2026-11-29')).toBeDisabled(); // a Sunday
    expect(day('2026-11-24')).toBeEnabled(); // today
    expect(continueButton()).toBeDisabled();
    await waitFor(() => expect(api.callsTo('GET', '/api/booking-rules')).toHaveLength(1));
    await user.click(screen.getByLabelText('Go to the Next Month'));
    expect(day('2026-12-04')).toBeEnabled(); // the last bookable day: ten days ahead, as the server said
    expect(day('2026-12-05')).toBeDisabled();
    expect(screen.getByLabelText('Go to the Next Month')).toHaveAttribute('aria-disabled', 'true'); // no paging past the horizon
  });

  it('shows the times the availability answer gives, with the free barbers, and only available ones click', async () => {
    const api = shopApi();
    const { user } = renderWizard();
    await chooseService(user);
    await user.click(day('2026-11-25'));
    await waitFor(() => slot('10:00'));
    expect(api.callsTo('GET', '/api/availability/detailed/1/2026-11-25')).toHaveLength(1);
    expect(slot('10:00')).toHaveTextContent('10:00 AM');
    expect(slot('10:00')).toHaveTextContent('Available');
    expect(slot('10:00')).toHaveTextContent('Miguel, Luis');
    expect(slot('09:00')).toHaveTextContent('Miguel');
    expect(slot('09:00')).not.toHaveTextContent('Luis');
    expect(slot('09:30')).toHaveTextContent('Booked');
    expect(slot('09:30')).toBeDisabled();
    expect(continueButton()).toBeDisabled();
    await user.click(slot('10:00'));
    expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(continueButton()).toBeEnabled();
  });

  it('says so when the day has no free time', async () => {
    shopApi({ 'GET /api/availability/detailed/:serviceId/:date': fx.fullyBooked });
    const { user } = renderWizard();
    await chooseService(user);
    await user.click(day('2026-11-25'));
    expect(await screen.findByText('No available slots for this date')).toBeInTheDocument();
    expect(slot('09:00')).toBeDisabled();
    expect(slot('09:30')).toBeDisabled();
  });

  it('clears the chosen time when another date is picked', async () => {
    shopApi();
    const { user } = renderWizard();
    await chooseService(user);
    await user.click(day('2026-11-25'));
    await waitFor(() => slot('10:00'));
    await user.click(slot('10:00'));
    expect(continueButton()).toBeEnabled();
    await user.click(day('2026-11-26'));
    await waitFor(() => slot('10:00'));
    expect(slot('10:00')).toHaveAttribute('aria-pressed', 'false');
    expect(continueButton()).toBeDisabled();
  });
});

describe('booking wizard, step 3: barber', () => {
  it('offers No preference and only the barbers free at the chosen time', async () => {
    shopApi();
    const { user } = renderWizard();
    await chooseService(user);
    await chooseDayAndTime(user, '09:00');
    expect(stepTitle()).toHaveTextContent('Choose your barber');
    expect(await findChoice('No preference')).toHaveTextContent('Any available barber');
    expect(choice('Miguel Santos')).toHaveTextContent('Master Barber');
    expect(screen.queryByText('Luis Rivera')).toBeNull(); // not free at 9:00
    expect(continueButton()).toBeDisabled();
    await user.click(choice('No preference'));
    expect(continueButton()).toBeEnabled();
  });

  it('says no barber is free when the time went meanwhile, and Continue stays disabled', async () => {
    let answers = 0;
    // The first answer offers 10:00; asked again at step 3 (after the cache is refreshed), nobody is free.
    shopApi({ 'GET /api/availability/detailed/:serviceId/:date': () => (answers++ === 0 ? fx.availability : fx.fullyBooked) });
    const { user, queryClient } = renderWizard();
    await chooseService(user);
    await user.click(day('2026-11-25'));
    await waitFor(() => slot('10:00'));
    await user.click(slot('10:00'));
    await queryClient.invalidateQueries();
    await user.click(continueButton());
    expect(await screen.findByText('No barbers are available for the selected time.')).toBeInTheDocument();
    expect(screen.getByText('Please go back and select a different time slot.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });
});

describe('booking wizard, a barber’s link (?barber=)', () => {
  it('names the barber, and says when that barber is not free at the chosen time', async () => {
    shopApi({ 'GET /api/barbers/:id': ({ params }: { params: Record<string, string> }) => fx.barbers.find((b) => b.id === Number(params.id)) });
    const { user } = renderWithApp(<BookingPage />, { path: '/book?barber=2' });
    expect(await screen.findByText('Booking with Luis')).toBeInTheDocument();
    await chooseService(user);
    await chooseDayAndTime(user, '09:00'); // Miguel's only
    const busy = await screen.findByTestId('preselected-busy');
    expect(busy).toHaveTextContent('Luis Rivera is not available at 9:00 AM');
    expect(continueButton()).toBeDisabled();
    await user.click(choice('No preference'));
    expect(screen.queryByTestId('preselected-busy')).toBeNull();
    expect(continueButton()).toBeEnabled();
  });
});

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
      email: 'ana@example.com', firstName: 'Ana', lastName: 'Rivera', phone: '787-555-0142',
    });
    expect(summaryRow('Service')).toHaveTextContent('Corte Clásico');
    expect(summaryRow('Barber')).toHaveTextContent('Miguel Santos');
    expect(summaryRow('Date')).toHaveTextContent('Wednesday, November 25, 2026');
    expect(summaryRow('Time')).toHaveTextContent('10:00 AM');
    expect(summaryRow('Duration')).toHaveTextContent('45 minutes');
    expect(summaryRow('Total')).toHaveTextContent('$35.00');
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
      clientId: fx.newClient.id, clientEmail: 'ana@example.com', serviceId: 1, barberId: 1,
      appointmentDate: '2026-11-25', appointmentTime: '10:00',
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
