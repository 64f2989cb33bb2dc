import { test, type Page } from './fixtures';
import { addDays } from '#shared/domain/shop-time';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, dayAhead, moveToPast, openTab, tag, today, workDay } from './admin-dashboard-helpers';

/**
 * Not a check: screenshots of every dashboard tab and dialog at tablet and phone size, for a person
 * to look at. Runs only with ADMIN_DASHBOARD_SCREENS=1; writes to tests/e2e/.screens/ (gitignored).
 *   ADMIN_DASHBOARD_SCREENS=1 npx playwright test tests/e2e/admin-dashboard-screens --project tablet
 */
const SIZES = { tablet: { width: 1024, height: 768 }, phone: { width: 390, height: 844 } };
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `tests/e2e/.screens/dashboard-${name}.png`, fullPage });
const settle = (page: Page) => page.waitForLoadState('networkidle');

let seeded = false;
async function seed(page: Page) {
  if (seeded) return;
  seeded = true;
  const { barbers, service } = await catalogue(page.request);
  const people = ['Ana Rivera', 'Pedro Morales', 'Luisa Ortiz', 'Tomás Vega', 'Gabriel Cruz'];
  const day = workDay();
  for (const [i, name] of people.entries()) {
    await addWalkInViaApi(page, {
      barberId: barbers[i % barbers.length]!.id,
      serviceId: service(i % 2 ? 'Barba' : 'Corte').id,
      date: day,
      time: `${String(13 + i).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      clientName: `${name} ${tag().slice(-3)}`,
      clientEmail:
        i % 2
          ? `${name
              .split(' ')[0]!
              .normalize('NFD')
              .replace(/[^a-z]/gi, '')
              .toLowerCase()}@example.com`
          : null,
    }).catch((e: unknown) => console.log(`walk-in for ${name} not added: ${String(e)}`));
  }
  const past = await addWalkInViaApi(page, {
    barberId: barbers[0]!.id,
    serviceId: service('Corte y Barba').id,
    date: dayAhead(4),
    time: `09:${String(Math.floor(Math.random() * 50)).padStart(2, '0')}`,
    clientName: `Marco Lapsed ${tag().slice(-3)}`,
    clientEmail: `marco-${tag()}@example.com`,
  });
  await moveToPast(past.id, addDays(today(), -21));
  await page.request.post('/api/blocked-slots', {
    data: { barberId: 0, startDate: dayAhead(6), endDate: dayAhead(7), startTime: '12:00', endTime: '13:00', reason: 'Team lunch' },
  });
}

if (process.env.ADMIN_DASHBOARD_SCREENS) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`dashboard screenshots at ${size} size`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signInAsStaff(page);
      await seed(page);
      await page.reload();
      await settle(page);
      await shot(page, `${size}-manage`);
      await shot(page, `${size}-manage-full`, true);

      await page.getByRole('button', { name: 'Add Walk-in' }).click();
      await shot(page, `${size}-walk-in`);
      await page.getByRole('dialog').getByRole('button', { name: 'Add Walk-in' }).click();
      await shot(page, `${size}-walk-in-errors`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('today-row').first().getByRole('button', { name: 'Cancel' }).click();
      await shot(page, `${size}-cancel-confirm`);
      await page.getByRole('button', { name: 'Keep Appointment' }).click();

      await openTab(page, 'Clients');
      await page.getByTestId('client-card').first().waitFor();
      await shot(page, `${size}-clients`);
      await page
        .getByRole('button', { name: /^View details for Marco Lapsed/ })
        .first()
        .click();
      await settle(page);
      await shot(page, `${size}-client-details`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await openTab(page, 'Appointments');
      await page.getByTestId('appointment-row').first().waitFor();
      await shot(page, `${size}-appointments`);
      await page
        .getByRole('button', { name: /^Edit appointment for/ })
        .first()
        .click();
      await shot(page, `${size}-edit`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await openTab(page, 'Schedule');
      await page.getByTestId('blocked-item').first().waitFor();
      await shot(page, `${size}-schedule`, true);

      await openTab(page, 'Analytics');
      await page.getByTestId('revenue-chart').waitFor();
      await shot(page, `${size}-analytics`, true);
    });
  }
}
