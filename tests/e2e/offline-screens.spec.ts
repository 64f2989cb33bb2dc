import { test, type Page } from './fixtures';
import { drawWholePage } from './app-shell';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, openTab, tag, today, todayRow } from './admin-dashboard-helpers';
import { addWalkInInDialog, cancelInList, goOffline, needsAttention } from './offline-helpers';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Not a check: the Manage tab through an outage (waiting rows, Needs attention, the dialogs) at
 * tablet and phone size, for a person to look at. Runs only with OFFLINE_SCREENS=1; writes to
 * tests/e2e/.screens/ (gitignored).
 *   OFFLINE_SCREENS=1 npx playwright test tests/e2e/offline-screens --project tablet
 */
const SIZES = {
  tablet: { viewport: { width: 1024, height: 768 }, barber: 'Miguel', cancelBarber: 'Carlos', clash: '18:25' },
  phone: { viewport: { width: 390, height: 844 }, barber: 'Javier', cancelBarber: 'Luis', clash: '16:35' },
};
async function shot(page: Page, name: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  if (fullPage) await drawWholePage(page);
  await page.waitForTimeout(400); // dialogs and toasts finish their entrance
  await page.screenshot({ path: `tests/e2e/.screens/offline-${name}.png`, fullPage });
}

test.use({ workingDay: true }); // today's list: on a Sunday the screenshots stand on Monday (shop-clock.ts)

if (process.env.OFFLINE_SCREENS) {
  for (const [size, s] of Object.entries(SIZES)) {
    test(`offline Manage tab screenshots at ${size} size`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(s.viewport);
      await signInAsStaff(page);
      const { barber, service } = await catalogue(page.request);
      const t = tag().slice(-3);
      const leaving = `Rosa Delgado ${t}`;
      await addWalkInViaApi(page, {
        barberId: barber(s.cancelBarber).id,
        serviceId: service('Corte').id,
        date: today(),
        time: '16:05',
        clientName: leaving,
        clientEmail: `rosa-${tag()}@example.com`,
      });
      await page.reload();
      await todayRow(page, leaving).waitFor();

      await goOffline(page, context);
      await addWalkInInDialog(page, { barber: s.barber, service: 'Corte', time: '13:05', name: `Andrés Soto ${t}` });
      await addWalkInInDialog(page, { barber: s.barber, service: 'Barba', time: s.clash, name: `Nilda Vázquez ${t}` });
      await addWalkInInDialog(page, { barber: s.barber, service: 'Barba', time: '10:40', name: `Ivan Colón ${t}`, date: tomorrowish() });
      await cancelInList(page, leaving);
      await shot(page, `${size}-waiting`);
      await shot(page, `${size}-waiting-full`, true);

      // Someone else takes the clashing time; back online, that walk-in needs attention.
      await addWalkInViaApi(page, {
        barberId: barber(s.barber).id,
        serviceId: service('Barba').id,
        date: today(),
        time: s.clash,
        clientName: `Other Desk ${t}`,
      });
      await context.setOffline(false);
      await needsAttention(page).waitFor();
      await goOffline(page, context);
      await addWalkInInDialog(page, { barber: s.cancelBarber, service: 'Barba', time: '13:35', name: `Pablo Ortiz ${t}` });
      await needsAttention(page).scrollIntoViewIfNeeded();
      await shot(page, `${size}-attention`);
      await shot(page, `${size}-attention-full`, true);

      await needsAttention(page).getByRole('button', { name: 'Choose Another Time' }).click();
      await shot(page, `${size}-choose-another-time`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await context.setOffline(false); // Pablo is sent, Nilda still needs attention: Sign Out asks first
      await page.getByTestId('header-waiting').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await shot(page, `${size}-sign-out-confirm`);
      await page.getByRole('button', { name: 'Stay Signed In' }).click();
      await openTab(page, 'Analytics');
      await shot(page, `${size}-attention-from-analytics`);
      await goOffline(page, context);
      await page.getByRole('button', { name: 'Sign Out' }).click(); // offline: the tablet locks at once
      await page.getByLabel('Username').waitFor();
      await shot(page, `${size}-sign-out-offline`);
    });
  }
}

/** A working day after today, for a walk-in that today's list cannot show. */
function tomorrowish(): string {
  const d = new Date(`${today()}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0);
  return d.toISOString().slice(0, 10);
}
