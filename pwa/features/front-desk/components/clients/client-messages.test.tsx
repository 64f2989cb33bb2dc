// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '#shared/schemas/notifications';
import { componentTestHooks, deferred, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { ClientMessagesList } from './client-messages';

const message = (over: Partial<ClientMessage>): ClientMessage => ({
  id: 'n1',
  kind: 'confirmation',
  channel: 'email',
  recipient: 'ana@example.com',
  label: 'Confirmation',
  state: 'sent',
  createdAt: '2026-11-24T13:00:00.000Z',
  dueAt: '2026-11-24T13:00:00.000Z',
  sentAt: '2026-11-24T13:00:05.000Z',
  error: '',
  appointmentId: 7,
  ...over,
});

componentTestHooks(fx.NOW);

describe('ClientMessagesList', () => {
  it('lists each message: channel and label, when (shop time), recipient, status, and why one failed', async () => {
    fakeApi({
      'GET /api/clients/:id/messages': {
        messages: [
          message({
            id: 'n3',
            kind: 'reminder-24h',
            label: '24-hour reminder',
            state: 'pending',
            sentAt: null,
            dueAt: '2026-11-26T13:00:00.000Z',
          }),
          message({
            id: 'n2',
            channel: 'sms',
            recipient: '+17875550101',
            state: 'failed',
            sentAt: null,
            error: 'Twilio 21211: invalid number',
          }),
          message({ id: 'n1' }),
          message({ id: 'r1', kind: 'lapsed', channel: 'push', recipient: 'devices', label: 'We miss you', appointmentId: null }),
        ],
      },
    });
    renderWithApp(<ClientMessagesList clientId={5} open />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Email · 24-hour reminderDue Thu, Nov 26 · 9:00 AMana@example.comScheduled',
      'SMS · ConfirmationTue, Nov 24 · 9:00 AM+17875550101Twilio 21211: invalid numberFailed',
      'Email · ConfirmationSent Tue, Nov 24 · 9:00 AMana@example.comSent',
      'Push · We miss youSent Tue, Nov 24 · 9:00 AMSent',
    ]);
    expect(rows[1]).toHaveTextContent('Twilio 21211: invalid number');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[3]).not.toHaveTextContent('devices');
  });

  it('marks a message whose sender stopped mid-send as one that may not have arrived, and says why', async () => {
    fakeApi({
      'GET /api/clients/:id/messages': { messages: [message({ state: 'unknown', sentAt: null, error: 'The sending process stopped' })] },
    });
    renderWithApp(<ClientMessagesList clientId={5} open />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('May not have arrived');
    expect(row).toHaveTextContent('it may or may not have arrived. Contact the client if it matters.');
  });

  it('says so when there is none, and shows a placeholder while loading', async () => {
    const held = deferred();
    fakeApi({ 'GET /api/clients/:id/messages': () => held.promise });
    renderWithApp(<ClientMessagesList clientId={5} open />);
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
    held.resolve({ messages: [] });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('says it could not load them', async () => {
    fakeApi({ 'GET /api/clients/:id/messages': reply(500, { message: 'boom' }) });
    renderWithApp(<ClientMessagesList clientId={5} open />);
    expect(await screen.findByText(/Failed to fetch messages/)).toBeInTheDocument();
  });
});
