// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_SHORT } from '#shared/schemas/auth';
import { componentTestHooks, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { OFFLINE_NOTICE } from '../../staff-shell/components/offline-notice';
import { AccountPage, PASSWORDS_DIFFER } from './account-page';

function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/auth/user': { user: { id: 2, username: 'maria', displayName: 'María López', role: 'staff' } },
    'POST /api/admin/auth/password': () => new Response(null, { status: 204 }),
    ...overrides,
  });
}
const renderAccount = () => renderWithApp(<AccountPage />, { path: '/admin/account' });
type User = ReturnType<typeof renderAccount>['user'];
async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
const submit = () => screen.getByRole('button', { name: 'Change password' });

componentTestHooks(fx.NOW);
beforeEach(() => localStorage.clear());

describe('My account: change password', () => {
  it('is open to a staff account, saying who is signed in', async () => {
    api();
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('María López (maria, staff)');
  });

  it('checks the fields and that the two new passwords match, sending nothing', async () => {
    const calls = api();
    const { user } = renderAccount();
    await screen.findByRole('heading', { name: 'My account' });
    await fill(user, 'New password', 'abc');
    await user.click(submit());
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await fill(user, 'Current password', 'old-pass');
    await fill(user, 'New password', 'new-pass-1');
    await fill(user, 'Confirm new password', 'new-pass-2');
    await user.click(submit());
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/admin/auth/password')).toHaveLength(0);
  });

  it('sends the current and new password, says so and clears the form', async () => {
    const calls = api();
    const { user } = renderAccount();
    await screen.findByRole('heading', { name: 'My account' });
    await fill(user, 'Current password', 'old-pass');
    await fill(user, 'New password', 'new-pass-1');
    await fill(user, 'Confirm new password', 'new-pass-1');
    await user.click(submit());
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/admin/auth/password')[0]?.body).toEqual({ currentPassword: 'old-pass', newPassword: 'new-pass-1' });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('shows a wrong current password beside its field', async () => {
    api({
      'POST /api/admin/auth/password': reply(400, {
        message: 'currentPassword: The current password is not right',
        code: 'validation',
        fields: { currentPassword: 'The current password is not right' },
      }),
    });
    const { user } = renderAccount();
    await screen.findByRole('heading', { name: 'My account' });
    await fill(user, 'Current password', 'wrong-pass');
    await fill(user, 'New password', 'new-pass-1');
    await fill(user, 'Confirm new password', 'new-pass-1');
    await user.click(submit());
    expect(await screen.findByText('The current password is not right')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offline: says it needs the connection, disables the button and sends nothing', async () => {
    const calls = api();
    const { user } = renderAccount();
    await screen.findByRole('heading', { name: 'My account' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(calls.callsTo('POST', '/api/admin/auth/password')).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
