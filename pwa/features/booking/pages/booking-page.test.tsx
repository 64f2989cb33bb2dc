// @vitest-environment jsdom
import { Profiler } from 'react';
import { screen, within, waitFor } from '@testing-library/react';
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
  findChoice,
  chooseService,
  wizardTestHooks,
} from '#pwa/testing/booking-wizard';

// The booking wizard, steps 1 and 2 (service, date and time); step 3 and a barber’s link: booking-page.barber.test.tsx.
wizardTestHooks();

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

  it('draws step 2 ahead, hidden, once a service is chosen, so Continue only shows it', async () => {
    const api = shopApi();
    const { user } = renderWizard();
    const corte = await findChoice('Corte Clásico');
    // Not before the choice: the visitor's first tap is often that choice, while the page starts.
    expect(document.querySelector('.booking-calendar')).toBeNull();
    expect(api.callsTo('GET', '/api/closures')).toHaveLength(0);
    await user.click(corte);
    // Once chosen: the calendar is in the page but out of sight and reach, and what it needs is asked for.
    await waitFor(() => expect(document.querySelector('.booking-calendar')).not.toBeNull());
    await waitFor(() => expect(api.callsTo('GET', '/api/closures')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/booking-rules')).toHaveLength(1);
    const drawn = document.querySelector('.booking-calendar')!;
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(stepTitle()).toHaveTextContent('Choose a service');
    // Not `display: none` (React's `Activity`), which the browser neither styles nor lays out, so Continue
    // did all of that in its tap: laid out in its first frame, then kept skipped, out of sight and reach.
    const ahead = drawn.closest<HTMLElement>('[aria-hidden="true"]')!;
    expect(ahead).not.toBeNull();
    expect(drawn.closest('[style*="display: none"]')).toBeNull();
    await waitFor(() => expect(ahead.style.contentVisibility).toBe('hidden'));
    await user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Pick a date and time');
    // The same calendar, now shown: not drawn anew in the tap, nor asked for again.
    expect(document.querySelector('.booking-calendar')).toBe(drawn);
    expect(drawn.closest('[aria-hidden="true"]')).toBeNull();
    expect(ahead.style.contentVisibility).toBe('');
    expect(screen.getByRole('grid')).toBeVisible();
    expect(api.callsTo('GET', '/api/closures')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/booking-rules')).toHaveLength(1);
  });

  it('draws step 2 ahead with what its calendar needs: hidden, it hears no answer, so it waits for them', async () => {
    shopApi({ 'GET /api/closures': fx.closures });
    const { user } = renderWizard();
    await user.click(await findChoice('Corte Clásico'));
    // Drawn while hidden, the calendar already knows the closures: Continue has nothing to draw again.
    await waitFor(() => expect(day('2026-11-26')).toBeDisabled());
    expect(day('2026-11-25')).toBeEnabled();
    const drawn = document.querySelector('.booking-calendar');
    await user.click(continueButton());
    expect(document.querySelector('.booking-calendar')).toBe(drawn);
    expect(day('2026-11-26')).toBeDisabled();
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

  it('follows the price, not the name: a chemical service with a price books, any service priced by phone calls', async () => {
    const [corte, barba] = fx.services;
    shopApi({
      'GET /api/services': [
        { ...corte, name: 'Servicios de Químico', price: 60 },
        { ...barba, name: 'Color', price: null },
      ],
    });
    renderWizard();
    expect(await findChoice('Servicios de Químico')).toHaveTextContent('$60+');
    const notice = screen.getByTestId('chemical-callout');
    expect(notice).toHaveTextContent('Color');
    expect(notice).toHaveTextContent('Llamar');
    expect(document.querySelectorAll('[role="radio"]')).toHaveLength(1);
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

  it('disables the shop’s closure days as it does Sundays', async () => {
    const api = shopApi({ 'GET /api/closures': fx.closures });
    const { user } = renderWizard();
    await chooseService(user);
    await waitFor(() => expect(api.callsTo('GET', '/api/closures')).toHaveLength(1));
    await waitFor(() => expect(day('2026-11-26')).toBeDisabled());
    expect(day('2026-11-27')).toBeDisabled();
    expect(day('2026-11-25')).toBeEnabled();
    expect(day('2026-11-28')).toBeEnabled();
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

  it('says when the day’s last booking is for the chosen service (the last time of its grid)', async () => {
    shopApi();
    const { user } = renderWizard();
    await chooseService(user);
    await user.click(day('2026-11-25'));
    await waitFor(() => slot('10:00'));
    expect(screen.getByTestId('last-booking')).toHaveTextContent('Last booking at 10:00 AM');
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

  it('answers a tap on a day with the calendar alone: the day’s times follow in a render of their own', async () => {
    const api = shopApi();
    // What each commit of the page left on the screen: whether the day shows chosen, and what the times show.
    const commits: { chosen: boolean; times: 'prompt' | 'loading' | 'shown' | 'other'; stale: boolean }[] = [];
    let recording = false;
    const onCommit = () => {
      if (!recording) return;
      const slots = document.querySelector('[data-testid="booking-slots"]');
      commits.push({
        chosen: day('2026-11-25').closest('[role="gridcell"]')?.getAttribute('aria-selected') === 'true',
        times: slots?.textContent?.includes('Please select a date first')
          ? 'prompt'
          : slots?.querySelector('[aria-busy="true"]')
            ? 'loading'
            : slots?.querySelector('button[data-time]')
              ? 'shown'
              : 'other',
        stale: slots?.hasAttribute('inert') ?? false,
      });
    };
    const { user } = renderWithApp(
      <Profiler id="wizard" onRender={onCommit}>
        <BookingPage />
      </Profiler>,
      { path: '/book' },
    );
    await chooseService(user);
    recording = true;
    await user.click(day('2026-11-25'));
    await waitFor(() => slot('10:00'));
    const answer = commits.findIndex((c) => c.chosen);
    // The commit that shows the day chosen still shows what was there (not yet the day's times), out of reach.
    expect(commits[answer]).toEqual({ chosen: true, times: 'prompt', stale: true });
    // Then the day's times, asked for once.
    expect(commits.slice(answer + 1).map((c) => c.times)).toContain('shown');
    expect(commits.at(-1)).toMatchObject({ times: 'shown', stale: false });
    expect(api.callsTo('GET', '/api/availability/detailed/1/2026-11-25')).toHaveLength(1);
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
