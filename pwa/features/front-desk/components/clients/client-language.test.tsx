// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentTestHooks, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { ClientDetailsDialog } from './client-details-dialog';

const client = {
  id: 5,
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana@example.com',
  phone: '787-555-0101',
  notes: null,
  createdAt: '2026-01-10T14:00:00.000Z',
  lang: 'en',
};
const details = { client, lastAppointment: null, daysSinceLastVisit: null, reminderDue: false, appointments: [] };

componentTestHooks(fx.NOW);

describe('the client’s language in their details', () => {
  it('shows the language of their messages, and staff change it (PATCH), with a toast', async () => {
    const calls = fakeApi({
      'GET /api/clients/:id/details': details,
      'GET /api/clients/:id/messages': { messages: [] },
      'PATCH /api/clients/:id': ({ body }: { body: { lang: string } }) => ({ ...client, lang: body.lang }),
    });
    const { user } = renderWithApp(<ClientDetailsDialog clientId={5} name="Ana Rivera" />);
    await user.click(screen.getByRole('button', { name: /View details/i }));
    const select = await screen.findByRole('combobox', { name: 'Messages in' });
    expect(select).toHaveTextContent('English');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    expect(await screen.findByText('Ana Rivera will get messages in Spanish')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/clients/5').map((c) => c.body)).toEqual([{ lang: 'es' }]);
    expect(screen.getByRole('combobox', { name: 'Messages in' })).toHaveTextContent('Spanish');
  });

  it('says so when the change fails, and keeps the language as it was', async () => {
    fakeApi({
      'GET /api/clients/:id/details': details,
      'GET /api/clients/:id/messages': { messages: [] },
      'PATCH /api/clients/:id': reply(500, { message: 'boom' }),
    });
    const { user } = renderWithApp(<ClientDetailsDialog clientId={5} name="Ana Rivera" />);
    await user.click(screen.getByRole('button', { name: /View details/i }));
    await user.click(await screen.findByRole('combobox', { name: 'Messages in' }));
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    expect(await screen.findByText('Failed to change the language. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Messages in' })).toHaveTextContent('English');
  });
});
