// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentTestHooks, fakeApi, type ApiCall, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { HistoryScreen } from './history-screen';

const priceChange = {
  id: 120,
  at: '2026-11-24T13:30:00.000Z',
  actor: 'carlos',
  action: 'service.update',
  entity: 'service',
  entityId: '1',
  summary: 'Corte Clásico: price $35 → $40',
  before: { name: 'Corte Clásico', price: 35, duration: 45 },
  after: { name: 'Corte Clásico', price: 40, duration: 45 },
};
const closure = {
  id: 119,
  at: '2026-11-23T20:00:00.000Z',
  actor: 'carlos',
  action: 'closure.create',
  entity: 'closure',
  entityId: '3',
  summary: 'Closed Dec 24 – Dec 26 (Christmas)',
  before: null,
  after: { startDate: '2026-12-24', endDate: '2026-12-26' },
};
const older = {
  id: 40,
  at: '2026-11-01T15:00:00.000Z',
  actor: 'maria',
  action: 'walk-in.add',
  entity: 'walk-in',
  entityId: '77',
  summary: 'Walk-in: Pedro Díaz with Luis Rivera at 2:30 PM',
  before: null,
  after: null,
};

function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/admin/staff': [
      { id: 1, username: 'carlos', name: 'Carlos Vega', role: 'owner', active: true, createdAt: '2026-01-01T12:00:00.000Z' },
      { id: 2, username: 'maria', name: 'María López', role: 'staff', active: true, createdAt: '2026-02-01T12:00:00.000Z' },
    ],
    'GET /api/admin/audit': ({ query }: ApiCall) =>
      query.get('before') === '119' ? { entries: [older], nextBefore: null } : { entries: [priceChange, closure], nextBefore: 119 },
    ...overrides,
  });
}
const renderHistory = () => renderWithApp(<HistoryScreen />, { path: '/admin/back-office/history' });
type User = ReturnType<typeof renderHistory>['user'];
const lastQuery = (calls: ReturnType<typeof api>) => Object.fromEntries(calls.callsTo('GET', '/api/admin/audit').at(-1)!.query);
async function pick(user: User, label: string, option: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

componentTestHooks(fx.NOW);

describe('History', () => {
  it('lists the newest first with when (shop time), who and what, and before → after for an edit', async () => {
    const calls = api();
    const { user } = renderHistory();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    expect(lastQuery(calls)).toEqual({ limit: '50' });
    const [edit, added] = screen.getAllByTestId('history-row');
    expect(edit).toHaveTextContent('Tue, Nov 24, 2026, 9:30 AM');
    expect(edit).toHaveTextContent('carlos');
    expect(edit).toHaveTextContent('Corte Clásico: price $35 → $40');
    await user.click(within(edit!).getByText('Show before → after'));
    const changes = within(edit!).getByTestId('history-changes');
    // Readable field changes, not raw JSON: the field's name, before and after, only what changed.
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(
      within(changes)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual([['Price', '$35.00', '$40.00']]);
    expect(changes).not.toHaveTextContent(/duration|"/i);
    expect(within(added!).getByText('Show details')).toBeInTheDocument();
  });

  it('shows a client’s corrected details field by field, with names people read and blanks as a dash', async () => {
    const clientEdit = {
      id: 121,
      at: '2026-11-24T13:40:00.000Z',
      actor: 'maria',
      action: 'client.update',
      entity: 'client',
      entityId: '5',
      summary: 'Updated client José Cruz',
      before: { firstName: 'Jose', lastName: 'Cruz', phone: '787-555-0155', email: 'jose@example.com', notes: null },
      after: { firstName: 'José', lastName: 'Cruz', phone: '787-555-0155', email: null, notes: 'Likes a fade' },
    };
    api({ 'GET /api/admin/audit': { entries: [clientEdit, closure], nextBefore: null } });
    const { user } = renderHistory();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    const [edit, made] = screen.getAllByTestId('history-row');
    expect(edit).toHaveTextContent('Clients');
    await user.click(within(edit!).getByText('Show before → after'));
    const rows = within(within(edit!).getByTestId('history-changes')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['First name', 'Jose', 'José'],
      ['Email', 'jose@example.com', '—'],
      ['Notes', '—', 'Likes a fade'],
    ]);
    await user.click(within(made!).getByText('Show details'));
    const added = within(within(made!).getByTestId('history-changes')).getAllByRole('row').slice(1);
    expect(added.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['First day', 'December 24, 2026'],
      ['Last day', 'December 26, 2026'],
    ]);
  });

  it('loads older rows with nextBefore and stops at the end', async () => {
    const calls = api();
    const { user } = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(3));
    expect(lastQuery(calls)).toEqual({ before: '119', limit: '50' });
    expect(screen.getAllByTestId('history-row')[2]).toHaveTextContent('Walk-in: Pedro Díaz');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for the area, the account and the days chosen', async () => {
    const calls = api();
    const { user } = renderHistory();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    await pick(user, 'Area', 'Closures');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ entity: 'closure', limit: '50' }));
    await pick(user, 'Account', 'María López (maria)');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ entity: 'closure', actor: 'maria', limit: '50' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ entity: 'closure', actor: 'maria', from: '2026-11-01', to: '2026-11-20', limit: '50' }),
    );
    await pick(user, 'Area', 'All areas');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ actor: 'maria', from: '2026-11-01', to: '2026-11-20', limit: '50' }));
  });

  it('says a backwards range is wrong instead of asking the server', async () => {
    const calls = api();
    const { user } = renderHistory();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ from: '2026-11-20', limit: '50' }));
    const before = calls.callsTo('GET', '/api/admin/audit').length;
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText('The last day must be on or after the first')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/admin/audit')).toHaveLength(before);
  });

  it('says when nothing matches', async () => {
    api({ 'GET /api/admin/audit': { entries: [], nextBefore: null } });
    renderHistory();
    expect(await screen.findByText('Nothing recorded')).toBeInTheDocument();
  });
});
