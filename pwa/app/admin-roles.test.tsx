// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { Route, Routes, useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#shared/schemas/auth';
import { db } from '../offline/db';
import { componentTestHooks, fakeApi, type Route as FakeRoute } from '../testing/fake-api';
import { renderWithApp } from '../testing/render';
import * as fx from '../testing/admin-fixtures';
import { floorAt10 } from '../features/front-desk/floor/floor-fixtures';
import { AccountPage } from '../features/staff-accounts/account/account-page';
import { DashboardPage } from '../features/front-desk/pages/dashboard-page';
import { BackOfficePage } from '../features/back-office/back-office-page';
import { ClosuresScreen } from '../features/back-office/closures/closures-screen';

const userAs = (role: Role) => ({
  user: { id: 1, username: role === 'owner' ? 'carlos' : 'maria', displayName: role === 'owner' ? 'Carlos Vega' : 'María López', role },
});

function api(role: Role, overrides: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/auth/user': userAs(role),
    'GET /api/admin/stats': { todayAppointments: 2, todayRevenue: role === 'owner' ? 55 : null, weekAppointments: 9, newClients: 1 },
    'GET /api/appointments': fx.today,
    'GET /api/barbers': [],
    'GET /api/services': [],
    'GET /api/clients/with-history': [],
    'GET /api/closures': [],
    'GET /api/contact-messages': { messages: [], unreadCount: 0 },
    'GET /api/admin/notifications/hold': { held: null, heldCount: 0, unknownCount: 0 },
    'GET /api/floor': floorAt10(),
    ...overrides,
  });
}

/** The admin area's routes (under /admin/*) as the app's router nests them (the real one loads them lazily). */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const adminRoutes = (
  <>
    <Search />
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="back-office" element={<BackOfficePage />}>
        <Route path="closures" element={<ClosuresScreen />} />
      </Route>
    </Routes>
  </>
);
const renderAdmin = (path: string) => renderWithApp(adminRoutes, { path, route: '/admin/*' });

componentTestHooks(fx.NOW);
beforeEach(async () => {
  await db.outbox.clear();
  localStorage.clear();
});

describe('Roles on the dashboard', () => {
  it('gives the owner the Back office button, My account, the Analytics tab and Revenue Today', async () => {
    api('owner');
    renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: /Back office/ })).toHaveAttribute('href', '/admin/back-office');
    expect(screen.getByRole('link', { name: /My account/ })).toHaveAttribute('href', '/admin/account');
    expect(screen.getByRole('tab', { name: /Analytics/ })).toBeInTheDocument();
    expect(screen.getByText('Revenue Today')).toBeInTheDocument();
  });

  it('gives staff neither the back office nor Analytics nor revenue, but My account', async () => {
    api('staff');
    renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: /My account/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Manage/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Analytics/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Back office/ })).toBeNull();
    expect(screen.queryByText('Revenue Today')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('stat-value')).toHaveLength(3));
  });
});

describe('The dashboard opens on the Floor', () => {
  it('opens staff on the Floor tab, the first one, with the barbers’ columns', async () => {
    api('staff');
    renderAdmin('/admin');
    const floor = await screen.findByRole('tab', { name: /Floor/ });
    expect(screen.getAllByRole('tab')[0]).toBe(floor);
    expect(floor).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Manage/ })).toHaveAttribute('aria-selected', 'false');
    expect((await screen.findAllByTestId('floor-barber')).length).toBeGreaterThan(0);
  });

  it('keeps the open tab in the address, so a link or a reload opens the same tab', async () => {
    api('staff');
    const { user } = renderAdmin('/admin?tab=manage');
    expect(await screen.findByRole('tab', { name: /Manage/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Appointment Manager' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Clients/ }));
    expect(screen.getByRole('tab', { name: /Clients/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=clients');
    await user.click(screen.getByRole('tab', { name: /Floor/ }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('opens the Floor for a tab the account does not have (Analytics for staff)', async () => {
    api('staff');
    renderAdmin('/admin?tab=analytics');
    expect(await screen.findByRole('tab', { name: /Floor/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('The back office shell', () => {
  it('shows the owner the heading, the way back, the eight sections and the open screen', async () => {
    const calls = api('owner');
    const { user } = renderAdmin('/admin/back-office/closures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Services', 'Barbers', 'Products', 'Closures', 'Shop details', 'Privacy & Terms', 'Staff', 'History']);
    expect(within(nav).getByRole('link', { name: 'Closures' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Closures', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Closures · Back office/));
    expect(calls.callsTo('GET', '/api/closures')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: /Dashboard/ }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('tells staff who open a back-office address that only the owner can, and loads nothing of it', async () => {
    const calls = api('staff');
    renderAdmin('/admin/back-office/closures');
    expect(await screen.findByRole('heading', { name: 'Only the shop owner can open this' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(calls.callsTo('GET', '/api/closures')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('sends someone signed out to sign in', async () => {
    api('owner', { 'GET /api/auth/user': () => new Response(null, { status: 401 }) });
    renderAdmin('/admin/back-office/closures');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
