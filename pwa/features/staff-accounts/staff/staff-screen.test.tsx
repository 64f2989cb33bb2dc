// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_SHORT, USERNAME_TOO_SHORT } from '#shared/schemas/auth';
import { componentTestHooks, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { OFFLINE_NOTICE } from '../../staff-shell/components/offline-notice';
import { StaffScreen } from './staff-screen';

const carlos = { id: 1, username: 'carlos', name: 'Carlos Vega', role: 'owner', active: true, createdAt: '2026-01-01T12:00:00.000Z' };
const maria = { id: 2, username: 'maria', name: 'María López', role: 'staff', active: true, createdAt: '2026-02-01T12:00:00.000Z' };
const old = { id: 3, username: 'old', name: 'Old Timer', role: 'staff', active: false, createdAt: '2025-02-01T12:00:00.000Z' };

function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/admin/staff': [carlos, maria, old],
    'POST /api/admin/staff': ({ body }: { body: unknown }) => {
      const { password: _password, ...rest } = body as Record<string, unknown>;
      return reply(201, { id: 9, active: true, createdAt: fx.NOW.toISOString(), ...rest });
    },
    'PATCH /api/admin/staff/:id': ({ params, body }: { params: Record<string, string>; body: unknown }) => {
      const { password: _password, ...rest } = body as Record<string, unknown>;
      return { ...[carlos, maria, old].find((a) => a.id === Number(params.id))!, ...rest };
    },
    ...overrides,
  });
}
const renderStaff = () => renderWithApp(<StaffScreen />, { path: '/admin/back-office/staff' });
type User = ReturnType<typeof renderStaff>['user'];
async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
const row = (name: string) => screen.getAllByTestId('staff-row').find((r) => r.textContent?.includes(name))!;
const addButton = () => screen.getByRole('button', { name: 'Add account' });

componentTestHooks(fx.NOW);

describe('Staff accounts', () => {
  it('lists every account with its role and whether it is active', async () => {
    api();
    renderStaff();
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
    expect(row('Carlos Vega')).toHaveTextContent('Owner');
    expect(row('María López')).toHaveTextContent('Staff');
    expect(row('Old Timer')).toHaveTextContent('Deactivated');
    expect(within(row('Old Timer')).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('checks a new account with the shared schema and sends nothing until it passes', async () => {
    const calls = api();
    const { user } = renderStaff();
    await fill(user, 'Username', 'jo');
    await fill(user, 'Password', 'abc');
    await user.click(addButton());
    expect(await screen.findByText(USERNAME_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await fill(user, 'Username', 'jo sé');
    await user.click(addButton());
    expect(await screen.findByText(/letters, digits, dots, dashes and underscores only/)).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/admin/staff')).toHaveLength(0);
  });

  it('adds an account with its role and reloads the list', async () => {
    const calls = api();
    const { user } = renderStaff();
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
    await fill(user, 'Name', 'José Ortiz');
    await fill(user, 'Username', 'jose');
    await fill(user, 'Password', 'secret123');
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: /Owner/ }));
    await user.click(addButton());
    expect(await screen.findByText('Account added')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/admin/staff')[0]?.body).toEqual({
      username: 'jose',
      name: 'José Ortiz',
      password: 'secret123',
      role: 'owner',
    });
    await waitFor(() => expect(calls.callsTo('GET', '/api/admin/staff')).toHaveLength(2));
  });

  it('shows a taken username (409) beside the field', async () => {
    api({ 'POST /api/admin/staff': reply(409, { message: 'That username is taken', code: 'conflict' }) });
    const { user } = renderStaff();
    await fill(user, 'Name', 'María Two');
    await fill(user, 'Username', 'maria');
    await fill(user, 'Password', 'secret123');
    await user.click(addButton());
    expect(await screen.findByText('That username is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('resets a password and changes a role with PATCH', async () => {
    const calls = api();
    const { user } = renderStaff();
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
    await user.click(within(row('María López')).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), 'fresh-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/admin/staff/2')[0]?.body).toEqual({ password: 'fresh-pass' });
    await user.click(within(row('María López')).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/admin/staff/2')).toHaveLength(2));
    expect(calls.callsTo('PATCH', '/api/admin/staff/2')[1]?.body).toEqual({ role: 'owner' });
  });

  it('deactivates only once confirmed, saying their sessions end at once', async () => {
    const calls = api();
    const { user } = renderStaff();
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
    await user.click(within(row('María López')).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Their sessions end at once');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/admin/staff/2')[0]?.body).toEqual({ active: false });
  });

  it('shows the refusal to demote or deactivate the last owner (409)', async () => {
    const message = 'The shop needs at least one active owner';
    api({ 'PATCH /api/admin/staff/:id': reply(409, { message, code: 'conflict' }) });
    const { user } = renderStaff();
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
    await user.click(within(row('Carlos Vega')).getByRole('button', { name: 'Make staff' }));
    expect(await screen.findByTestId('staff-refusal')).toHaveTextContent(message);
  });

  it('offline: says it needs the connection, disables the changes and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = api();
    const { user } = renderStaff();
    expect((await screen.findAllByText(OFFLINE_NOTICE)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
    expect(within(row('María López')).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(addButton()).toBeDisabled();
    await user.click(addButton());
    expect(calls.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
