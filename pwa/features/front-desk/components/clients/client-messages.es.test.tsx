// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '#shared/schemas/notifications';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { ClientMessagesList } from './client-messages';

await Promise.all([loadBundle('es', 'public'), loadBundle('es', 'admin')]);

const message = (over: Partial<ClientMessage>): ClientMessage => ({
  id: 'n1',
  kind: 'confirmation',
  channel: 'email',
  recipient: 'ana@example.com',
  label: 'Confirmation',
  state: 'sent',
  createdAt: '2026-11-24T13:00:00.000Z',
  dueAt: '2026-11-24T13:00:00.000Z',
  sentAt: null,
  error: '',
  appointmentId: 7,
  ...over,
});

componentTestHooks(fx.NOW);

describe('ClientMessagesList in Spanish', () => {
  it('says a message was not sent because email is not configured, and why one was skipped, in Spanish', async () => {
    fakeApi({
      'GET /api/clients/:id/messages': {
        messages: [
          // The job records its reason in English on the row.
          message({ id: 'n2', state: 'not-configured', error: 'email not configured' }),
          message({ id: 'n1', kind: 'reminder-24h', state: 'skipped', error: 'appointment cancelled' }),
        ],
      },
    });
    renderWithApp(
      <I18nProvider lang="es">
        <ClientMessagesList clientId={5} open />
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Mensajes' });
    const [notConfigured, skipped] = within(list).getAllByRole('listitem');
    expect(notConfigured).toHaveTextContent('Correo no está configurado');
    expect(notConfigured).not.toHaveTextContent('email not configured');
    expect(skipped).toHaveTextContent('la cita se canceló');
    expect(skipped).not.toHaveTextContent('appointment cancelled');
  });
});
