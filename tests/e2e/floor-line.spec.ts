import { devices, expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { openTab, phoneOf, tag } from './admin-dashboard-helpers';

// Joining needs barbers working today: on a Sunday the test stands on Monday (shop-clock.ts).
test.use({ workingDay: true });

test('a visitor joins on a phone, staff start them on the tablet, and the visitor’s open page says "It’s your turn" without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `Carla${tag().slice(-4)}`;
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL, timezoneId: 'America/Puerto_Rico' });
  const visitor = await phone.newPage();
  await visitor.goto('/line');
  await expect(visitor.getByTestId('line-waits')).toContainText('First available');
  await visitor.getByLabel('First name').fill(name);
  await visitor.getByLabel('Phone or email').fill(phoneOf(name));
  await visitor.getByLabel('Service').click();
  await visitor.getByRole('option', { name: 'Barba', exact: true }).click();
  await visitor.getByRole('button', { name: 'Join the line' }).click();
  await expect(visitor).toHaveURL(/\/line\/[^/]+$/);
  await expect(visitor.getByTestId('line-ahead')).toContainText(/ahead of you|You are next/);
  // A mark on the open page: a reload would lose it.
  await visitor.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await signInAsStaff(page);
  await openTab(page, 'Floor');
  const entry = page.getByTestId('floor-line-entry').filter({ hasText: name });
  await expect(entry).toBeVisible();
  await entry.getByLabel(`Assign ${name} to a barber`).click();
  await page.getByRole('option', { name: /^Carlos/ }).click();
  await expect(visitor.getByTestId('line-your-turn')).toHaveText("It's your turn");
  await page
    .getByTestId('floor-line-entry')
    .filter({ hasText: name })
    .getByRole('button', { name: `In chair: ${name}` })
    .click();
  await expect(page.getByTestId('floor-barber').filter({ has: page.getByRole('heading', { name: /^Carlos/ }) })).toContainText(name);
  await expect(visitor.getByTestId('line-your-turn')).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await phone.close();
});
