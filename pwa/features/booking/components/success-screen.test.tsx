// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import * as fx from '#pwa/testing/booking-fixtures';
import { fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { REDIRECT_MS, SuccessScreen } from './success-screen';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};
afterEach(() => setVisibility('visible'));

const show = (confirmationEmail: boolean | undefined, clientEmail: string | undefined = 'ana@example.com') => {
  fakeApi({ 'GET /api/shop': DEFAULT_SHOP_DETAILS });
  return renderWithApp(<SuccessScreen appointment={{ ...fx.booked, confirmationEmail }} clientEmail={clientEmail} />, { path: '/book' });
};

describe('the booking success screen', () => {
  it('says the confirmation went to the client’s email when the shop sends email', () => {
    show(true);
    expect(screen.getByTestId('booking-confirmation')).toHaveTextContent('A confirmation was sent to ana@example.com.');
  });

  it('says no confirmation email could be sent, and how to reach the shop, when the shop sends none', () => {
    show(false);
    const said = screen.getByTestId('booking-confirmation');
    expect(said).toHaveTextContent('We could not send you a confirmation email.');
    expect(said).toHaveTextContent(`Questions? Call the shop at ${DEFAULT_SHOP_DETAILS.phone}.`);
    expect(said.querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  it('goes home 2 seconds after it is seen: not while the tab is hidden', async () => {
    setVisibility('hidden');
    show(true);
    await wait(REDIRECT_MS + 400);
    expect(screen.queryByTestId('home')).toBeNull();
    setVisibility('visible');
    await wait(REDIRECT_MS / 2);
    expect(screen.queryByTestId('home')).toBeNull();
    await wait(REDIRECT_MS / 2 + 600);
    expect(screen.getByTestId('home')).toBeInTheDocument();
  }, 15_000);

  it('goes home 2 seconds after it shows even when a resting pointer is over its buttons (they appeared under it)', async () => {
    show(true);
    fireEvent.pointerEnter(screen.getByText('Add to calendar', { selector: 'button' }));
    await wait(REDIRECT_MS + 600);
    expect(screen.getByTestId('home')).toBeInTheDocument();
  }, 15_000);

  it('waits while the visitor presses Add to calendar, and goes 2 seconds after they let go', async () => {
    show(true);
    const add = screen.getByText('Add to calendar', { selector: 'button' });
    fireEvent.pointerDown(add);
    await wait(REDIRECT_MS + 400);
    expect(screen.getByTestId('booking-success')).toBeInTheDocument();
    fireEvent.pointerUp(add);
    await wait(REDIRECT_MS / 2);
    expect(screen.queryByTestId('home')).toBeNull();
    await wait(REDIRECT_MS / 2 + 600);
    expect(screen.getByTestId('home')).toBeInTheDocument();
  }, 15_000);

  it('waits while Add to calendar has the keyboard’s focus, and goes 2 seconds after it leaves', async () => {
    show(true);
    const add = screen.getByText('Add to calendar', { selector: 'button' });
    fireEvent.focus(add);
    await wait(REDIRECT_MS + 400);
    expect(screen.getByTestId('booking-success')).toBeInTheDocument();
    fireEvent.blur(add);
    await wait(REDIRECT_MS + 600);
    expect(screen.getByTestId('home')).toBeInTheDocument();
  }, 15_000);
});
