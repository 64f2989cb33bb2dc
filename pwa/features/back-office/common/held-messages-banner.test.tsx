// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageHold } from '#shared/schemas/notifications';
import { componentTestHooks, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { HeldMessagesBanner } from './held-messages-banner';

componentTestHooks(fx.NOW);

const held = { restoredAt: '2026-11-24T13:00:00.000Z', backupCreatedAt: '2026-11-24T12:00:00.000Z' };

describe('HeldMessagesBanner (the back office, after a restore)', () => {
  it('says how many client messages are held, and Release lets them go', async () => {
    let hold: MessageHold = { held, heldCount: 12, unknownCount: 0 };
    const api = fakeApi({
      'GET /api/admin/notifications/hold': () => hold,
      'POST /api/admin/notifications/release': () => {
        hold = { held: null, heldCount: 0, unknownCount: 0 };
        return { released: true, hold: held };
      },
    });
    const { user } = renderWithApp(<HeldMessagesBanner />);
    expect(await screen.findByText(/Client messages are held since the restore: 12 messages are waiting\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release Messages' }));
    expect(api.callsTo('POST', '/api/admin/notifications/release')).toHaveLength(1);
    await expect.poll(() => screen.queryByText(/Client messages are held/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release Messages' })).not.toBeInTheDocument();
  });

  it('says so when the release fails, and keeps the banner', async () => {
    fakeApi({
      'GET /api/admin/notifications/hold': { held, heldCount: 1, unknownCount: 0 },
      'POST /api/admin/notifications/release': reply(503, { message: 'busy' }),
      'GET /api/health': { status: 'ok' },
    });
    const { user } = renderWithApp(<HeldMessagesBanner />);
    expect(await screen.findByText(/1 message is waiting\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release Messages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be released. Please try again.');
    expect(screen.getByText(/1 message is waiting\./)).toBeInTheDocument();
  });

  it('counts messages whose outcome is unknown (no hold), and shows nothing when there is neither', async () => {
    fakeApi({ 'GET /api/admin/notifications/hold': { held: null, heldCount: 0, unknownCount: 2 } });
    const first = renderWithApp(<HeldMessagesBanner />);
    expect(await screen.findByText(/2 messages may or may not have reached the client/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release Messages' })).not.toBeInTheDocument();
    first.unmount();

    const api = fakeApi({ 'GET /api/admin/notifications/hold': { held: null, heldCount: 0, unknownCount: 0 } });
    const { queryClient } = renderWithApp(<HeldMessagesBanner />);
    await expect.poll(() => queryClient.getQueryData(['/api/admin/notifications/hold'])).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/notifications/hold')).toHaveLength(1);
    expect(screen.queryByText(/held since the restore|may or may not have reached/)).not.toBeInTheDocument();
  });
});
