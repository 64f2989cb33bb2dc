// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as fx from '#pwa/testing/booking-fixtures';
import { renderWithApp } from '#pwa/testing/render';
import { BookingPage } from './booking-page';
import {
  shopApi,
  renderWizard,
  continueButton,
  stepTitle,
  day,
  slot,
  choice,
  findChoice,
  chooseService,
  chooseDayAndTime,
  wizardTestHooks,
} from '#pwa/testing/booking-wizard';

// The booking wizard, step 3 (barber) and a barber’s link (steps 1 and 2: booking-page.test.tsx).
wizardTestHooks();

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

describe('booking wizard, step 3: who performs the service, at what price', () => {
  it('offers only the barbers who perform the chosen service, in the times and on the barber step', async () => {
    shopApi();
    const { user } = renderWizard();
    await chooseService(user, 'Barba'); // only Luis does beards
    await user.click(day('2026-11-25'));
    await waitFor(() => slot('10:00'));
    expect(slot('10:00')).toHaveTextContent('Luis');
    expect(slot('10:00')).not.toHaveTextContent('Miguel');
    expect(slot('09:00')).toHaveTextContent('Booked'); // Miguel's only time, and he does not do beards
    await user.click(slot('10:00'));
    await user.click(continueButton());
    expect(await findChoice('Luis Rivera')).toHaveTextContent('$20+');
    expect(screen.queryByText('Miguel Santos')).toBeNull();
  });

  it('shows each barber’s own price, and the service’s for No preference', async () => {
    shopApi();
    const { user } = renderWizard();
    await chooseService(user);
    await chooseDayAndTime(user, '10:00');
    expect(await findChoice('Miguel Santos')).toHaveTextContent('$40+');
    expect(choice('Luis Rivera')).toHaveTextContent('$35+');
    expect(choice('No preference')).toHaveTextContent('$35+');
  });

  it('shows an uploaded photo as WebP with its JPEG twin, else the photo for the barber’s name', async () => {
    const [miguel, luis] = fx.barbers;
    shopApi({ 'GET /api/barbers': [miguel, { ...luis, photoUrl: '/images/abc123.webp' }] });
    const { user } = renderWizard();
    await chooseService(user);
    await chooseDayAndTime(user, '10:00');
    const uploaded = (await findChoice('Luis Rivera')).querySelector('picture')!;
    expect(uploaded.querySelector('source')).toHaveAttribute('srcset', '/images/abc123.webp');
    expect(uploaded.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(uploaded.querySelector('img')).toHaveAttribute('src', '/images/abc123.jpg');
    expect(uploaded.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const bundled = choice('Miguel Santos');
    expect(bundled.querySelector('picture')).toBeNull();
    expect(bundled.querySelector('img')).toHaveAttribute('src', '/images/barbers/miguel.webp');
  });
});

describe('booking wizard, a barber’s link (?barber=)', () => {
  it('names the barber, and says when that barber is not free at the chosen time', async () => {
    shopApi({
      'GET /api/barbers/:id': ({ params }: { params: Record<string, string> }) => fx.barbers.find((b) => b.id === Number(params.id)),
    });
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

  it('says when the barber of the link does not offer the chosen service', async () => {
    shopApi({
      'GET /api/barbers/:id': ({ params }: { params: Record<string, string> }) => fx.barbers.find((b) => b.id === Number(params.id)),
    });
    const { user } = renderWithApp(<BookingPage />, { path: '/book?barber=1' });
    expect(await screen.findByText('Booking with Miguel')).toBeInTheDocument();
    await chooseService(user, 'Barba'); // only Luis does beards
    await chooseDayAndTime(user, '10:00');
    const busy = await screen.findByTestId('preselected-busy');
    expect(busy).toHaveTextContent('Miguel Santos does not offer Barba.');
    expect(screen.queryByText('Miguel Santos', { selector: '[role="radio"] *' })).toBeNull();
    expect(continueButton()).toBeDisabled();
  });
});
