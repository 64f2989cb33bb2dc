// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentTestHooks, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { ClientDetailsDialog } from './client-details-dialog';

const client = {
  id: 5,
  firstName: 'Jose',
  lastName: 'Cruz',
  email: 'jose@example.com',
  phone: '787-555-0155',
  notes: null,
  createdAt: '2026-01-10T14:00:00.000Z',
  lang: 'en',
};
const details = { client, lastAppointment: null, daysSinceLastVisit: null, reminderDue: false, appointments: [] };

componentTestHooks(fx.NOW);

async function openEdit() {
  const view = renderWithApp(<ClientDetailsDialog clientId={5} name="Jose Cruz" />);
  await view.user.click(screen.getByRole('button', { name: /View details/i }));
  await view.user.click(await screen.findByRole('button', { name: 'Edit details' }));
  return view;
}
async function retype(user: ReturnType<typeof renderWithApp>['user'], label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('staff correct a client’s details (Clients tab, the details dialog)', () => {
  it('edits name, phone, email and notes, sends them (PATCH) and shows what was saved', async () => {
    const api = fakeApi({
      'GET /api/clients/:id/details': details,
      'GET /api/clients/:id/messages': { messages: [] },
      'PATCH /api/clients/:id': ({ body }: { body: Record<string, unknown> }) => ({ ...client, ...body }),
    });
    const { user } = await openEdit();
    expect(screen.getByLabelText('First name')).toHaveValue('Jose');
    await retype(user, 'First name', 'José');
    await retype(user, 'Phone', '787-555-0156');
    await retype(user, 'Notes (optional)', 'Likes a fade');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Client details saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/clients/5').map((c) => c.body)).toEqual([
      { firstName: 'José', lastName: 'Cruz', phone: '787-555-0156', email: 'jose@example.com', notes: 'Likes a fade' },
    ]);
    await waitFor(() => expect(screen.queryByLabelText('First name')).toBeNull());
    expect(screen.getByText('787-555-0156')).toBeInTheDocument();
    expect(screen.getByText('Likes a fade')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the email is another client’s (409) and keeps the form', async () => {
    fakeApi({
      'GET /api/clients/:id/details': details,
      'GET /api/clients/:id/messages': { messages: [] },
      'PATCH /api/clients/:id': reply(409, { message: 'This email belongs to Ana Rosa.', code: 'conflict' }),
    });
    const { user } = await openEdit();
    await retype(user, 'Email (optional)', 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const form = screen.getByRole('form', { name: 'Edit details' });
    expect(await within(form).findByText('This email belongs to Ana Rosa.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('ana@example.com');
  });

  it('refuses an empty first name and a bad email before sending', async () => {
    const api = fakeApi({ 'GET /api/clients/:id/details': details, 'GET /api/clients/:id/messages': { messages: [] } });
    const { user } = await openEdit();
    await retype(user, 'First name', '');
    await retype(user, 'Email (optional)', 'nope');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/clients/5')).toHaveLength(0);
  });
});
