// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { ManageTab } from './manage-tab';

await Promise.all([loadBundle('es', 'public'), loadBundle('es', 'admin')]);

componentTestHooks(fx.NOW);

describe('Manage tab in Spanish', () => {
  it('shows today’s list, its times and the walk-in form in Spanish', async () => {
    fakeApi({
      'GET /api/appointments': fx.today,
      'GET /api/barbers': booking.barbers,
      'GET /api/services': booking.services,
      'GET /api/clients/with-history': [],
    });
    const { user } = renderWithApp(
      <I18nProvider lang="es">
        <ManageTab />
      </I18nProvider>,
      { path: '/admin' },
    );
    expect(await screen.findByRole('heading', { name: 'Citas de hoy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gestor de citas' })).toBeInTheDocument();
    await screen.findAllByTestId('today-row');
    expect(screen.getAllByText(/ [ap]\. m\.$/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Cancelar cita de / }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Agregar cliente sin cita' }));
    await user.click(screen.getByText('Agregar cliente sin cita', { selector: 'button[type="submit"]' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El número de teléfono debe tener al menos 10 dígitos')).toBeInTheDocument();
  });
});
