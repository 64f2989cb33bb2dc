// Helpers of the booking wizard's component tests (pwa/features/booking/pages/booking-page*.test.tsx).
import { screen, waitFor } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { ErrorCode } from '#shared/errors';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { BookingPage } from '../features/booking/pages/booking-page';
import { componentTestHooks, fakeApi, reply, type Route } from './fake-api';
import { renderWithApp } from './render';
import * as fx from './booking-fixtures';
/** The public API the wizard calls, answering as the server does; `overrides` replace routes. */
export function shopApi(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/services': fx.services,
    'GET /api/barbers': fx.barbers,
    'GET /api/booking-rules': fx.bookingRules,
    'GET /api/shop': DEFAULT_SHOP_DETAILS,
    'GET /api/closures': [],
    'GET /api/availability/detailed/:serviceId/:date': fx.availability,
    'GET /api/clients/by-email/:email': reply(404, { message: 'Client not found', code: ErrorCode.notFound }),
    'POST /api/clients': { ...fx.newClient, correctionToken: 'correction-token-41' },
    'POST /api/appointments': reply(201, fx.booked),
    ...overrides,
  });
}

export const renderWizard = () => renderWithApp(<BookingPage />, { path: '/book' });
export type User = ReturnType<typeof renderWizard>['user'];

/*
 * Queries: by visible text and the components' own data attributes rather than ARIA roles over the
 * whole page (role queries walk every element's computed style and take seconds on a busy machine).
 */
/** The button on the screen: a step drawn ahead, out of sight and reach (`aria-hidden`), has its own too. */
export const button = (text: string | RegExp) => {
  const shown = screen.getAllByText(text, { selector: 'button' }).filter((b) => !b.closest('[aria-hidden="true"]'));
  if (shown.length !== 1) throw new Error(`${shown.length} buttons on the screen say ${String(text)}`);
  return shown[0]!;
};
export const continueButton = () => button(/^Continue/);
export const backButton = () => button('Back');
export const stepTitle = () => document.getElementById('booking-step-title')!;
/** A calendar day (`YYYY-MM-DD`): its button, disabled when the day cannot be chosen. */
export const day = (iso: string) => {
  const found = document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  if (!found) throw new Error(`${iso} is not on the calendar`);
  return found;
};
/** A time on the slot list (`HH:MM`). */
export const slot = (time: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[data-time="${time}"]`);
  if (!found) throw new Error(`${time} is not on the slot list`);
  return found;
};
/** A choice card (service or barber) by its bold name. */
export const choice = (name: string | RegExp) => screen.getByText(name).closest<HTMLElement>('[role="radio"]')!;
export const findChoice = async (name: string | RegExp) => (await screen.findByText(name)).closest<HTMLElement>('[role="radio"]')!;
/** Fills a field the way a visitor's keyboard or autofill does, in one input event. */
export async function fill(user: User, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

export async function chooseService(user: User, name = 'Corte Clásico') {
  await user.click(await findChoice(name));
  await user.click(continueButton());
}
export async function chooseDayAndTime(user: User, time = '10:00') {
  await user.click(day('2026-11-25'));
  await waitFor(() => slot(time));
  await user.click(slot(time));
  await user.click(continueButton());
}
export async function chooseBarber(user: User, name = 'Miguel Santos') {
  await user.click(await findChoice(name));
  await user.click(continueButton());
}
export async function fillNewClient(user: User) {
  await fill(user, 'Email', 'ana@example.com');
  await fill(user, 'First name', 'Ana');
  await fill(user, 'Last name', 'Rivera');
  await fill(user, 'Phone', '787-555-0142');
}

/** Each test at the fixtures' "now" (fake-api.ts `componentTestHooks`), with no choices kept from the test before. */
export const wizardTestHooks = () => {
  componentTestHooks(fx.NOW);
  beforeEach(() => sessionStorage.clear());
};
