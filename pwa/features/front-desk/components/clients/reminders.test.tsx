// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientWithHistory } from '#shared/schemas/client-history';
import { componentTestHooks, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { BulkRemindersButton } from './bulk-reminders-button';
import { ClientsTab } from './clients-tab';

await Promise.all([loadBundle('es', 'public'), loadBundle('es', 'admin')]);

componentTestHooks(fx.NOW);

const bulkResult = {
  count: 3,
  sent: 3,
  recorded: 0,
  failed: 0,
  devices: 0,
  channel: 'email',
  channels: ['email'],
  byChannel: { email: 3, sms: 0, push: 0 },
  message: 'Sent to 3 clients: 3 by email.',
};

describe('Send Reminders first says how many it will reach, and asks', () => {
  it('“Send to 3 clients?” with the server’s count; Cancel sends nothing; Send sends once', async () => {
    const calls = fakeApi({ 'GET /api/clients/reminders-due': { count: 3 }, 'POST /api/clients/send-bulk-reminders': bulkResult });
    const { user } = renderWithApp(<BulkRemindersButton />);
    await user.click(screen.getByRole('button', { name: 'Send Reminders' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Send to 3 clients?' });
    expect(ask).toHaveTextContent('14 days');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/clients/send-bulk-reminders')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send Reminders' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Send to 3 clients?' })).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Bulk Reminders Sent!')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/clients/send-bulk-reminders')).toHaveLength(1);
    expect(calls.callsTo('GET', '/api/clients/reminders-due')).toHaveLength(2);
  });

  it('nobody due: says so, with nothing to send', async () => {
    const calls = fakeApi({ 'GET /api/clients/reminders-due': { count: 0 } });
    const { user } = renderWithApp(<BulkRemindersButton />);
    await user.click(screen.getByRole('button', { name: 'Send Reminders' }));
    const ask = await screen.findByRole('alertdialog', { name: 'No Reminders Due' });
    expect(within(ask).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Close' }));
    expect(calls.callsTo('POST', '/api/clients/send-bulk-reminders')).toHaveLength(0);
  });

  it('in Spanish, one client', async () => {
    fakeApi({ 'GET /api/clients/reminders-due': { count: 1 } });
    const { user } = renderWithApp(
      <I18nProvider lang="es">
        <BulkRemindersButton />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorios' }));
    const ask = await screen.findByRole('alertdialog', { name: '¿Enviar a 1 cliente?' });
    expect(within(ask).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });
});

const lapsed = (over: Partial<ClientWithHistory> = {}) =>
  ClientWithHistory.parse({
    client: {
      id: 41,
      firstName: 'Ana',
      lastName: 'Rivera',
      email: 'ana@example.com',
      phone: '787-555-0142',
      notes: null,
      createdAt: '2026-01-05T12:00:00.000Z',
    },
    lastAppointment: null,
    daysSinceLastVisit: 20,
    reminderDue: true,
    lastReminderAt: null,
    ...over,
  });
const sentAt = fx.NOW.toISOString();

describe('one Send Reminder per client: the card says when the last one went', () => {
  it('after sending, the card shows “Reminded <date>” instead of the button', async () => {
    let reminded = false;
    const calls = fakeApi({
      'GET /api/clients/with-history': () => [reminded ? lapsed({ reminderDue: false, lastReminderAt: sentAt }) : lapsed()],
      'POST /api/clients/:id/send-reminder': () => {
        reminded = true;
        return { channel: 'email', channels: ['email'], status: 'sent', message: 'Reminder sent by email.' };
      },
    });
    const { user } = renderWithApp(<ClientsTab />);
    await user.click(await screen.findByRole('button', { name: 'Send Reminder to Ana Rivera' }));
    expect(await screen.findByText('Reminder Sent!')).toBeInTheDocument();
    const card = screen.getByTestId('client-card');
    expect(await within(card).findByText('Reminded Nov 24')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Send Reminder/ })).not.toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/clients/41/send-reminder')).toHaveLength(1);
  });

  it('a client not due again shows when the last one went; the server’s refusal says so too', async () => {
    fakeApi({
      'GET /api/clients/with-history': [lapsed({ reminderDue: false, lastReminderAt: '2026-11-20T15:00:00.000Z' })],
    });
    renderWithApp(
      <I18nProvider lang="es">
        <ClientsTab />
      </I18nProvider>,
    );
    const card = await screen.findByTestId('client-card');
    expect(within(card).getByText('Recordatorio enviado el 20 nov')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Enviar recordatorio/ })).not.toBeInTheDocument();
  });

  it('when the server refuses (reminded in another tab), the toast gives the date and the card updates', async () => {
    let refused = false;
    fakeApi({
      'GET /api/clients/with-history': () => [
        refused ? lapsed({ reminderDue: false, lastReminderAt: '2026-11-23T15:00:00.000Z' }) : lapsed(),
      ],
      'POST /api/clients/:id/send-reminder': () => {
        refused = true;
        return reply(409, {
          message: 'This client was already reminded on 2026-11-23: one reminder every 7 days.',
          code: 'conflict',
          remindedAt: '2026-11-23T15:00:00.000Z',
          everyDays: 7,
        });
      },
    });
    const { user } = renderWithApp(<ClientsTab />);
    await user.click(await screen.findByRole('button', { name: 'Send Reminder to Ana Rivera' }));
    expect(await screen.findByText('Already reminded on Nov 23: one reminder every 7 days.')).toBeInTheDocument();
    expect(await within(screen.getByTestId('client-card')).findByText('Reminded Nov 23')).toBeInTheDocument();
  });
});
