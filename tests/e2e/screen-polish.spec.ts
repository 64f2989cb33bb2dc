import { expect, test, type Locator, type Page } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { openTab } from './admin-dashboard-helpers';
import { useAppShell } from './app-shell';

/** Layout details found by using the app at 390, 768 and 1024 px: each measured, not eyeballed. */

const lines = (l: Locator) =>
  l.evaluate((el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    return new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size;
  });

test('the barber placeholder icon is centred in its box, like the product placeholder', async ({ page }) => {
  await useAppShell(page, '/barbers'); // the pre-rendered page carries the real barbers
  await page
    .context()
    .route('**/api/barbers', (r) =>
      r.fulfill({ json: [{ id: 77, name: 'Nadie Sinfoto', title: 'Barber', rating: '4.5', bio: 'New in the chair.', photoUrl: null }] }),
    );
  await page.goto('/barbers');
  const box = page.getByTestId('barber-placeholder');
  await expect(box).toBeVisible();
  const [outer, icon] = [await box.boundingBox(), await box.locator('svg').boundingBox()];
  expect(Math.abs(outer!.x + outer!.width / 2 - (icon!.x + icon!.width / 2))).toBeLessThan(2);
  expect(Math.abs(outer!.y + outer!.height / 2 - (icon!.y + icon!.height / 2))).toBeLessThan(2);
});

test('contact at 1024 px: the form card is as tall as the form, not the left column; the footer email stays whole', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/contact');
  const form = page.getByRole('heading', { name: 'Send Us a Message' }).locator('xpath=ancestor::div[contains(@class,"rt-Card")][1]');
  const send = form.getByRole('button', { name: /Send/ });
  const [card, button] = [await form.boundingBox(), await send.boundingBox()];
  expect(card!.y + card!.height - (button!.y + button!.height)).toBeLessThan(60); // the card's padding, no hole
  await expect.poll(() => lines(page.locator('footer a[href^="mailto:"]'))).toBe(1);
});

async function statLabelsAndValues(page: Page) {
  const stats = page.getByRole('region', { name: 'Today at a glance' });
  const labelLines = await Promise.all((await stats.locator('.rt-Card').all()).map((c) => lines(c.locator('span').first())));
  const valueTops = await stats.getByTestId('stat-value').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  return { labelLines, valueTops };
}

test('at 768 px the four stat labels fit on one line and their figures line up', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAsStaff(page);
  const { labelLines, valueTops } = await statLabelsAndValues(page);
  expect(labelLines).toEqual([1, 1, 1, 1]);
  expect(new Set(valueTops).size).toBe(1);
});

test('on a phone the client search shows its whole placeholder @phone', async ({ page }) => {
  await signInAsStaff(page);
  await openTab(page, 'Clients');
  const input = page.getByPlaceholder('Search clients by name, email, or phone...');
  const fits = await input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el, '::placeholder');
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) - parseFloat(getComputedStyle(el).paddingRight);
    return { text: ctx.measureText(el.placeholder).width, room };
  });
  expect(fits.text).toBeLessThanOrEqual(fits.room);
});
