import { test, type Page } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { busyFloor } from './floor-day';

/**
 * Not a check: screenshots of the Floor tab, /line, /line/:token and /board at tablet and phone
 * size, for a person to look at. Runs only with FLOOR_SCREENS=1. The floor's API answers are the
 * fixed morning below (page.route), so the pictures show a busy floor whatever the database holds.
 *   FLOOR_SCREENS=1 npx playwright test tests/e2e/floor-screens --project tablet
 * FLOOR_SCREENS_DIR: where the PNGs go (default tests/e2e/.screens, gitignored).
 */
const SIZES = { tablet: { width: 1024, height: 768 }, phone: { width: 390, height: 844 } };
const dir = process.env.FLOOR_SCREENS_DIR ?? 'tests/e2e/.screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/floor-${name}.png`, fullPage: true });

const wait = {
  paused: false,
  firstAvailable: { fromMinutes: 20, toMinutes: 35 },
  barbers: [
    { id: 1, name: 'Miguel Santos', fromMinutes: 40, toMinutes: 60, working: true },
    { id: 2, name: 'Luis Rivera', fromMinutes: 20, toMinutes: 35, working: true },
    { id: 3, name: 'Carlos Méndez', fromMinutes: 25, toMinutes: 45, working: true },
  ],
};
const entry = {
  status: 'waiting',
  firstName: 'Gabriel',
  position: 3,
  ahead: 2,
  estimate: { fromMinutes: 25, toMinutes: 45 },
  serviceId: 1,
  barberId: null,
};
const board = {
  barbers: [
    { id: 1, name: 'Miguel Santos', inChair: 'Ana R.', next: ['Marta C.'] },
    { id: 2, name: 'Luis Rivera', inChair: 'Jorge P.', next: ['Rosa M.'] },
    { id: 3, name: 'Carlos Méndez', inChair: null, next: [] },
  ],
  line: [
    { position: 1, name: 'Luisa O.', barberName: null, estimate: { fromMinutes: 0, toMinutes: 5 } },
    { position: 2, name: 'Rosa M.', barberName: 'Luis Rivera', estimate: { fromMinutes: 20, toMinutes: 35 } },
    { position: 3, name: 'Gabriel C.', barberName: null, estimate: { fromMinutes: 25, toMinutes: 45 } },
  ],
  wait: { fromMinutes: 20, toMinutes: 35 },
};

async function fakeFloorApi(page: Page) {
  const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/floor', (r) => r.fulfill(json(busyFloor())));
  await page.route('**/api/line', (r) => (r.request().method() === 'GET' ? r.fulfill(json(wait)) : r.continue()));
  await page.route('**/api/line/tok-screens', (r) => r.fulfill(json(entry)));
  await page.route('**/api/board', (r) => r.fulfill(json(board)));
  await page.route(/\/api\/(floor|board|line\/[^/]+)\/events$/, () => {}); // an open stream that stays quiet
}

if (process.env.FLOOR_SCREENS) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`floor screenshots at ${size} size`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await fakeFloorApi(page);
      await page.goto('/line');
      await page.getByTestId('line-waits').waitFor();
      await shot(page, `${size}-line`);
      await page.goto('/line/tok-screens');
      await page.getByTestId('line-ahead').waitFor();
      await shot(page, `${size}-line-entry`);
      await page.goto('/board');
      await page.getByTestId('board-line-entry').first().waitFor();
      await shot(page, `${size}-board`);
      await page.goto('/board/poster');
      await shot(page, `${size}-poster`);
      await page.goto('/');
      await page.screenshot({ path: `${dir}/floor-${size}-home.png` });
      await signInAsStaff(page);
      await page.getByRole('tab', { name: 'Floor' }).click();
      await page.getByTestId('floor-barber').first().waitFor();
      await shot(page, `${size}-floor`);
      await page.getByRole('tab', { name: 'Manage' }).click();
      await page.getByRole('button', { name: 'Add Walk-in' }).first().click();
      await page.getByRole('radio', { name: 'Add to the line' }).click();
      await shot(page, `${size}-walk-in-line`);
    });
  }
}
