// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { renderWithApp } from '#pwa/testing/render';
import { shopApi, button, day, slot, findChoice, stepTitle, wizardTestHooks } from '#pwa/testing/booking-wizard';
import { BookingPage } from './booking-page';

// The wizard in Spanish (Puerto Rico): its own words, the calendar's, and the times as Spanish writes them.
wizardTestHooks();
beforeAll(() => loadBundle('es', 'public'));

const renderSpanish = () =>
  renderWithApp(
    <I18nProvider lang="es">
      <BookingPage />
    </I18nProvider>,
    { path: '/book' },
  );

describe('booking wizard in Spanish', () => {
  it('speaks Spanish from the service to the barber', async () => {
    shopApi();
    const { user } = renderSpanish();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reserva tu cita');
    expect(stepTitle()).toHaveTextContent('Elige un servicio');
    expect(screen.getByText('Fecha y hora')).toBeInTheDocument();
    await user.click(await findChoice('Corte Clásico'));
    await user.click(button(/^Continuar/));
    expect(stepTitle()).toHaveTextContent('Elige la fecha y la hora');
    expect(screen.getByText('Primero elige una fecha')).toBeInTheDocument();
    expect(document.querySelector('.rdp-caption_label')).toHaveTextContent('Noviembre de 2026');
    expect(document.querySelector('.rdp-weekday')).toHaveTextContent('Do');
    await user.click(day('2026-11-25'));
    await waitFor(() => slot('10:00'));
    expect(slot('10:00')).toHaveTextContent('10:00 a. m.');
    expect(screen.getByTestId('last-booking')).toHaveTextContent('Última reserva a las 10:00 a. m.');
    await user.click(slot('10:00'));
    await user.click(button(/^Continuar/));
    expect(stepTitle()).toHaveTextContent('Elige tu barbero');
    expect(stepTitle().nextElementSibling?.textContent).toBe('Barberos libres a las 10:00 a. m.'); // the abbreviation’s period ends it
    expect(await screen.findByText('Sin preferencia')).toBeInTheDocument();
  });
});
