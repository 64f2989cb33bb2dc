// What the Barbers screen's tests share: the barbers, the fake API, rendering the screen and filling a dialog.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { TimeOff } from '#shared/schemas/days-off';
import { fakeApi, reply, type ApiCall, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { BarbersScreen } from './barbers-screen';

const barber = (over: Partial<AdminBarber> & { id: number; name: string }) =>
  AdminBarber.parse({ title: '', bio: '', rating: '4.8', active: true, sortOrder: over.id, photoUrl: null, translations: {}, ...over });
const miguel = barber({ id: 1, name: 'Miguel Santos', title: 'Master Barber', photoUrl: '/images/abc.webp' });
const luis = barber({ id: 2, name: 'Luis Rivera', title: 'Senior Barber' });
const nuevo = barber({ id: 4, name: 'Ramón Vega' });
const pablo = barber({ id: 3, name: 'Pablo Ortiz', active: false });
const vacation = TimeOff.parse({ id: 5, barberId: 1, startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Christmas' });

export function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/barbers': [luis, pablo, miguel, nuevo],
    'POST /api/barbers': ({ body }: ApiCall) => reply(201, { ...nuevo, ...(body as object), id: 9 }),
    'PATCH /api/barbers/:id': ({ body, params }: ApiCall) => ({
      ...[miguel, luis, pablo].find((b) => b.id === Number(params.id))!,
      ...(body as object),
    }),
    'DELETE /api/barbers/:id': { ...miguel, active: false },
    'PUT /api/barbers/:id/photo': { ...miguel, photoUrl: '/images/new.webp' },
    'GET /api/barbers/:id/hours': [{ weekday: 2, start: '10:00', end: '18:00' }],
    'PUT /api/barbers/:id/hours': ({ body }: ApiCall) => body,
    'GET /api/barbers/:id/time-off': [vacation],
    'POST /api/barbers/:id/time-off': ({ body }: ApiCall) => reply(201, { id: 6, barberId: 1, ...(body as object) }),
    // the server answers 204; the fake API can only answer with a JSON body, which the client ignores
    'DELETE /api/barbers/:id/time-off/:timeOffId': {},
    ...overrides,
  });
}

export const renderScreen = () => renderWithApp(<BarbersScreen />, { path: '/admin/back-office/barbers' });
export type User = ReturnType<typeof renderScreen>['user'];
export const dialog = () => screen.getByRole('dialog');
export async function fill(user: User, label: string, text: string) {
  const input = within(dialog()).getByLabelText(label);
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}
export const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
};
