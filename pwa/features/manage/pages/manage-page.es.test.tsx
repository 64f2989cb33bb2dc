// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_INVALID_MESSAGE, type ManagedAppointment } from '#shared/schemas/notifications';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { componentTestHooks, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { ManagePage } from './manage-page';

// The manage page in Spanish (Puerto Rico).
componentTestHooks(new Date('2026-11-23T12:00:00Z'));
beforeAll(() => loadBundle('es', 'public'));

const TOKEN = 'T'.repeat(43);
const base = `/api/manage/${TOKEN}`;
const appointment: ManagedAppointment = {
  id: 7,
  status: 'confirmed',
  serviceId: 1,
  serviceName: 'Corte',
  barberId: 2,
  barberName: 'Carlos Rivera',
  date: '2026-11-25',
  time: '11:00',
  durationMin: 45,
  price: 35,
  clientFirstName: 'Marta',
  canChange: true,
  changeBlockedReason: null,
  cutoffHours: 2,
  shop: { name: 'The Shop', addressLines: ['1 Calle Luna', 'San Juan, PR 00901'], phone: '(787) 555-0132' },
};
const open = () =>
  renderWithApp(
    <I18nProvider lang="es">
      <ManagePage />
    </I18nProvider>,
    { path: `/manage/${TOKEN}`, route: '/manage/:token' },
  );

describe('the manage page in Spanish', () => {
  it('shows the appointment and its actions in Spanish', async () => {
    fakeApi({ [`GET ${base}`]: appointment });
    open();
    expect(await screen.findByTestId('manage-when')).toHaveTextContent('miércoles, 25 de noviembre de 2026 a las 11:00 a. m.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tu cita');
    expect(screen.getByTestId('manage-details')).toHaveTextContent('45 minutos');
    expect(screen.getByRole('button', { name: 'Cancelar cita' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir al calendario' })).toBeInTheDocument();
  });

  it('says a wrong link is no longer valid, in Spanish', async () => {
    fakeApi({ [`GET ${base}`]: reply(404, { message: LINK_INVALID_MESSAGE, code: 'not_found' }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no es válido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página principal' })).toBeInTheDocument();
  });
});
