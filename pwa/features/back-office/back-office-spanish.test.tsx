// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Theme } from '@radix-ui/themes';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { AdminService } from '#shared/schemas/admin-services';
import { Closure } from '#shared/schemas/days-off';
import { BookingRules } from '#shared/schemas/booking-rules';
import { componentTestHooks, fakeApi } from '../../testing/fake-api';
import { NOW } from '../../testing/admin-fixtures';
import { loadBundle } from '../../i18n/catalogue';
import { I18nProvider } from '../../i18n/use-t';
import { createQueryClient } from '../../lib/query-client';
import { ToastProvider } from '../../components/toast';
import { ServicesScreen } from './services/services-screen';
import { ClosuresScreen } from './closures/closures-screen';
import '@testing-library/jest-dom/vitest';

await Promise.all([loadBundle('es', 'public'), loadBundle('es', 'admin')]);

vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);
window.scrollTo = () => {};

function renderInSpanish(ui: ReactNode) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Theme>
        <I18nProvider lang="es">
          <ToastProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </ToastProvider>
        </I18nProvider>
      </Theme>
    </QueryClientProvider>,
  );
  return { user };
}

const miguel = AdminBarber.parse({
  id: 1,
  name: 'Miguel Santos',
  title: 'Master Barber',
  bio: '',
  rating: '4.9',
  active: true,
  sortOrder: 1,
  photoUrl: null,
  translations: {},
});
const corte = AdminService.parse({
  id: 1,
  name: 'Corte Clásico',
  description: '',
  price: 35,
  duration: 45,
  cleanup: 10,
  bookableOnline: true,
  retired: false,
  sortOrder: 1,
  barbers: [{ barberId: 1, price: null }],
  translations: { es: { name: 'Corte clásico', description: 'Con tijera o máquina.' } },
});
const christmas = Closure.parse({ id: 1, startDate: '2026-12-24', endDate: '2026-12-25', reason: 'Navidad' });

componentTestHooks(NOW);

describe('the back office in Spanish', () => {
  it('Services: the list, the dialog and its Spanish fields, and the shared schema’s messages', async () => {
    fakeApi({
      'GET /api/services': [corte],
      'GET /api/barbers': [miguel],
      'GET /api/booking-rules': BookingRules.parse({
        horizonDays: 90,
        lastBookableDate: '2027-02-22',
        minNoticeMinutes: 0,
        slotStepMinutes: 15,
      }),
    });
    const { user } = renderInSpanish(<ServicesScreen />);
    expect(await screen.findByText('$35.00 · 45 min + 10 min de limpieza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Corte Clásico' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Nombre (español)')).toHaveValue('Corte clásico');
    expect(within(dialog).getByLabelText('Descripción (español)')).toHaveValue('Con tijera o máquina.');
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
  });

  it('Closures: dates in Spanish', async () => {
    fakeApi({ 'GET /api/closures': [christmas] });
    renderInSpanish(<ClosuresScreen />);
    expect(await screen.findByText('jue, 24 dic – vie, 25 dic')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Añadir un cierre' })).toBeInTheDocument();
  });
});
