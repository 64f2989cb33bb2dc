// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientWithHistory } from '#shared/schemas/client-history';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { ClientsTab } from './clients-tab';

await Promise.all([loadBundle('es', 'public'), loadBundle('es', 'admin')]);

componentTestHooks(fx.NOW);

const entry = (noShows: number, id = 41, firstName = 'Ana') =>
  ClientWithHistory.parse({
    client: {
      id,
      firstName,
      lastName: 'Rivera',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '787-555-0142',
      notes: null,
      createdAt: '2026-01-05T12:00:00.000Z',
    },
    lastAppointment: null,
    daysSinceLastVisit: 20,
    reminderDue: false,
    lastReminderAt: null,
    noShows,
  });

describe("the Clients tab shows the client's no-shows", () => {
  it('a client with two no-shows says “No-shows: 2”; one with none says nothing about it', async () => {
    fakeApi({ 'GET /api/clients/with-history': [entry(2), entry(0, 42, 'Luis')] });
    renderWithApp(<ClientsTab />);
    const [ana, luis] = await screen.findAllByTestId('client-card');
    expect(within(ana!).getByText('No-shows: 2')).toBeInTheDocument();
    expect(within(luis!).queryByText(/No-shows/)).not.toBeInTheDocument();
  });

  it('in Spanish: “Ausencias: 1”', async () => {
    fakeApi({ 'GET /api/clients/with-history': [entry(1)] });
    renderWithApp(
      <I18nProvider lang="es">
        <ClientsTab />
      </I18nProvider>,
    );
    const card = await screen.findByTestId('client-card');
    expect(within(card).getByText('Ausencias: 1')).toBeInTheDocument();
  });
});
