import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { db } from '#pwa/offline/db';
import { componentTestHooks, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { ManageTab } from './manage-tab';

/** The staff API the Manage tab calls, answering as the server does; `overrides` replace routes. */
export function staffApi(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/appointments': fx.today,
    'GET /api/barbers': booking.barbers,
    'GET /api/services': booking.services,
    'GET /api/clients/with-history': [],
    'GET /api/clients/on-file': { clients: [] },
    'GET /api/availability/detailed/:serviceId/:date': { allSlots: [], barberAvailability: {} },
    'DELETE /api/appointments/:id': ({ params }: { params: Record<string, string> }) => ({
      ...fx.today.find((a) => a.id === Number(params.id))!,
      status: 'cancelled',
      cancelledAt: fx.NOW.toISOString(),
    }),
    'POST /api/appointments/walk-in': reply(201, fx.walkInMade),
    ...overrides,
  });
}

export const renderManage = () => renderWithApp(<ManageTab />, { path: '/admin' });
type User = ReturnType<typeof renderManage>['user'];

export const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button' });
export const rows = () => screen.queryAllByTestId('today-row');
export const dialog = () => screen.getByRole('dialog');

/** Opens a Radix select by its label and picks an option (the listbox lives in a portal). */
export async function pick(user: User, label: string, option: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
export async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
export async function fillWalkIn(user: User) {
  await pick(user, 'Barber', 'Luis Rivera');
  await pick(user, 'Service', 'Corte Clásico · 45 min · $35+');
  await fill(user, 'Time', '15:00');
  await fill(user, 'Client Name', 'José Ortiz');
  await fill(user, 'Phone', '787-555-0123');
}

/** Each Manage tab test file's set-up: every test at fx.NOW, starting with an empty outbox. */
export function manageTabTestHooks() {
  componentTestHooks(fx.NOW);
  beforeEach(async () => {
    await db.outbox.clear();
  });
}
