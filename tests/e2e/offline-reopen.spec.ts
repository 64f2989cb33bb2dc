import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, tag, today, todayRow, workDay } from './admin-dashboard-helpers';
import { goOffline } from './offline-helpers';

test.skip(() => workDay() !== today(), 'Sunday: the shop is closed, there is no today’s list to work on');

const MINUTE = 60_000;

test('the dashboard reopened offline shows the last known data and how old it is, for 12 hours', async ({ page, context }) => {
  await context.clock.install();
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const name = `Still Here ${tag()}`;
  await addWalkInViaApi(page, { barberId: barber('Javier').id, serviceId: service('Corte').id, date: today(), time: '18:15', clientName: name });
  await page.reload();
  await expect(todayRow(page, name)).toBeVisible();
  await expect(page.getByTestId('last-updated')).toHaveCount(0); // online: the list is live
  // Saved on the device (the persister writes shortly after the answer arrives).
  // Both the list and the stat cards must be saved before the network goes (the stats may answer last).
  const saved = () => page.evaluate(() => localStorage.getItem('barbershop.admin-cache') ?? '');
  await expect.poll(saved).toContain(name);
  const savedTodayCount = () =>
    page.evaluate(() => {
      const cache = JSON.parse(localStorage.getItem('barbershop.admin-cache') ?? '{}') as { clientState?: { queries?: Array<{ queryKey: unknown[]; state: { data?: { todayAppointments?: number } } }> } };
      return cache.clientState?.queries?.find((q) => q.queryKey[0] === '/api/admin/stats')?.state.data?.todayAppointments ?? 0;
    });
  await expect.poll(savedTodayCount).toBeGreaterThan(0);

  await goOffline(page, context);
  await page.clock.fastForward(5 * MINUTE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(); // not Access Denied
  await expect(todayRow(page, name)).toContainText('6:15 PM');
  await expect(page.getByTestId('last-updated')).toHaveText('Last updated 5 minutes ago');
  // Today's Appointments counts at least this walk-in: the saved stats, not the empty default (0).
  await expect(page.getByRole('region', { name: 'Today at a glance' }).getByTestId('stat-value').first()).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // The same device 13 hours after the server last confirmed the session: no longer trusted offline.
  await page.clock.fastForward(13 * 60 * MINUTE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
