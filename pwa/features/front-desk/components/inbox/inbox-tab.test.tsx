// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactInboxMessage, ContactReply } from '#shared/schemas/contact';
import { componentTestHooks, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { InboxTab } from './inbox-tab';

const answer = (over: Partial<ContactReply>): ContactReply => ({
  id: 1,
  body: 'Yes, we do.',
  staffName: 'Front Desk',
  createdAt: '2026-11-24T14:00:00.000Z',
  emailState: 'sent',
  emailError: '',
  ...over,
});
const message = (over: Partial<ContactInboxMessage>): ContactInboxMessage => ({
  id: 1,
  firstName: 'Ana',
  lastName: 'Rosa',
  email: 'ana@example.com',
  phone: '787-555-0101',
  message: 'Do you cut kids’ hair?',
  createdAt: '2026-11-24T13:00:00.000Z',
  handledAt: null,
  handledBy: null,
  client: null,
  replies: [],
  ...over,
});

componentTestHooks(fx.NOW);

describe('InboxTab', () => {
  it('shows each message newest first: New or who handled it, the client link, and each reply with its email state', async () => {
    fakeApi({
      'GET /api/contact-messages': {
        unreadCount: 1,
        messages: [
          message({ id: 3, client: { id: 9, name: 'Ana Rosa' } }),
          message({
            id: 2,
            firstName: 'Luis',
            lastName: 'Ortiz',
            email: 'luis@example.com',
            phone: '',
            handledAt: '2026-11-24T14:00:00.000Z',
            handledBy: 'Front Desk',
            replies: [
              answer({ id: 1, emailState: 'not-configured' }),
              answer({ id: 2, emailState: 'failed', emailError: '550 no such user' }),
              answer({ id: 3, emailState: 'pending' }),
            ],
          }),
        ],
      },
    });
    renderWithApp(<InboxTab />);
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    const [ana, luis] = within(list).getAllByTestId('inbox-message');
    expect(ana).toHaveTextContent('New');
    expect(within(ana!).getByRole('button', { name: 'Client record for Ana Rosa' })).toBeInTheDocument();
    expect(within(ana!).getByRole('button', { name: /Mark Handled/ })).toBeInTheDocument();
    expect(luis).toHaveTextContent('Handled by Front Desk, Tue, Nov 24 · 10:00 AM');
    expect(within(luis!).queryByRole('button', { name: /Client record/ })).not.toBeInTheDocument();
    const thread = within(luis!).getByRole('list', { name: 'Replies to Luis Ortiz' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-email-state')),
    ).toEqual(['not-configured', 'failed', 'pending']);
    expect(thread).toHaveTextContent('Email not configured');
    expect(thread).toHaveTextContent('550 no such user');
    expect(thread).toHaveTextContent('Sending');
    expect(screen.getByRole('radio', { name: 'Unread (1)' })).toBeInTheDocument();
  });

  it('refuses an empty reply in place, sends a real one, and keeps the draft when the send fails', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/contact-messages': { unreadCount: 1, messages: [message({})] },
      'POST /api/contact-messages/:id/reply': () =>
        fail
          ? reply(400, { message: 'Reply must be at most 5000 characters', fields: { body: 'x' } })
          : message({ handledAt: '2026-11-24T14:00:00.000Z', handledBy: 'Front Desk', replies: [answer({})] }),
    });
    renderWithApp(<InboxTab />);
    const card = await screen.findByTestId('inbox-message');
    fireEvent.click(within(card).getByRole('button', { name: /Send Reply/ }));
    expect(await within(card).findByText('Reply is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact-messages/1/reply')).toHaveLength(0);

    fireEvent.change(within(card).getByLabelText('Reply by email'), { target: { value: 'Yes, we do.' } });
    fireEvent.click(within(card).getByRole('button', { name: /Send Reply/ }));
    expect(await screen.findByText('Reply must be at most 5000 characters')).toBeInTheDocument();
    expect(within(card).getByLabelText('Reply by email')).toHaveValue('Yes, we do.');

    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: /Send Reply/ }));
    await waitFor(() => expect(within(card).getByLabelText('Reply by email')).toHaveValue(''));
    expect(api.callsTo('POST', '/api/contact-messages/1/reply').at(-1)?.body).toEqual({ body: 'Yes, we do.' });
    expect(await screen.findByText('Reply Sent')).toBeInTheDocument();
  });

  it('marks a message handled, and filters to the unread', async () => {
    const api = fakeApi({
      'GET /api/contact-messages': (call: { query: URLSearchParams }) =>
        call.query.get('filter') === 'unread' ? { unreadCount: 0, messages: [] } : { unreadCount: 1, messages: [message({})] },
      'PATCH /api/contact-messages/:id': message({ handledAt: '2026-11-24T14:00:00.000Z', handledBy: 'Front Desk' }),
    });
    renderWithApp(<InboxTab />);
    const card = await screen.findByTestId('inbox-message');
    fireEvent.click(within(card).getByRole('button', { name: /Mark Handled/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/contact-messages/1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/contact-messages/1')[0]!.body).toEqual({ handled: true });
    fireEvent.click(screen.getByRole('radio', { name: /Unread/ }));
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
  });
});
