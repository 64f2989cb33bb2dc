import { expect, test } from './fixtures';
import { efficiency } from '#shared/domain/analytics';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, openTab, tag, today } from './admin-dashboard-helpers';

// Today: Miguel 17:20 (on a Sunday the test stands on Monday: shop-clock.ts).
test.use({ workingDay: true });

test('Analytics: the 30-day revenue chart, Top Services and Barber Performance with the spec’s efficiency', async ({ page }) => {
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const miguel = barber('Miguel');
  await addWalkInViaApi(page, {
    barberId: miguel.id,
    serviceId: service('Corte').id,
    date: today(),
    time: '17:20',
    clientName: `Ana Lytics${tag()}`,
  });
  await openTab(page, 'Analytics');
  await expect(page.getByRole('heading', { name: 'Business Analytics' })).toBeVisible();

  const chart = page.getByRole('img', { name: 'Daily revenue, last 30 days' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect.admin-chart-bar')).toHaveCount(30);
  await expect(chart.locator('text.admin-chart-label').last()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  await expect(chart.locator('.admin-chart-tick text').first()).toHaveText('$0');

  await expect(page.getByRole('heading', { name: 'Top Services' })).toBeVisible();
  const top = page.getByRole('list', { name: 'Top Services' }).getByRole('listitem');
  expect(await top.count()).toBeLessThanOrEqual(5);

  const table = page.getByRole('table', { name: 'Barber Performance' });
  for (const c of ['Barber', 'Appointments', 'Revenue', 'Avg Rating', 'Efficiency'])
    await expect(table.getByRole('columnheader', { name: c })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: miguel.name });
  const cells = row.getByRole('cell');
  const appointments = Number(await cells.nth(0).textContent());
  expect(appointments).toBeGreaterThan(0);
  await expect(cells.nth(1)).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expect(cells.nth(2)).toHaveText(/^\d\.\d$/);
  await expect(cells.nth(3)).toHaveText(`${efficiency(appointments)}%`);
});
