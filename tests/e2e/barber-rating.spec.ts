import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { restoreSeededCatalogue, tag, toast } from './admin-dashboard-helpers';

// A barber's rating is the owner's or none (docs/decisions/056-lapsed-reminders-and-ratings.md). The e2e
// server is shared by every spec: the journey puts the seeded catalogue back when it ends.
test.afterEach(async () => {
  await restoreSeededCatalogue();
});

/** The pre-rendered /barbers page's card of `first` (the HTML the server sends, before any script). */
async function prerenderedCard(page: Page, first: string): Promise<string> {
  const html = await (await page.request.get('/barbers', { headers: { 'accept-encoding': 'identity' } })).text();
  const start = html.indexOf(`aria-label="${first}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
}

test('a new barber shows no rating on /barbers until the owner gives one in the back office, and History records it', async ({ page }) => {
  test.setTimeout(90_000);
  const first = `Nuevo${tag().replace(/\W/g, '')}`;
  const name = `${first} Barbero`;
  await signInAsStaff(page);
  await page.getByRole('link', { name: /Back office/ }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Barbers', exact: true }).click();
  await page.getByRole('button', { name: /Add Barber/ }).click();
  const add = page.getByRole('dialog', { name: 'Add Barber' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await expect(add.getByLabel(/^Rating/)).toHaveValue('');
  await add.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(add).toBeHidden();

  // The pre-rendered page and the page in the browser: no star, no number.
  const unrated = await prerenderedCard(page, first);
  expect(unrated).toContain(`Book with ${first}`);
  expect(unrated).not.toMatch(/Rated|Calificación|★/);
  const visitor = await page.context().browser()!.newPage();
  try {
    await visitor.goto('/barbers');
    const card = visitor.getByRole('article', { name: first, exact: true });
    await expect(card.getByRole('heading', { name: first })).toBeVisible();
    await expect(card.getByLabel(/^Rated/)).toHaveCount(0);
    await expect(visitor.getByRole('article', { name: 'Carlos', exact: true }).getByLabel('Rated 4.9 out of 5')).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel(/^Rating/).fill('4.6');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(toast(page)).toBeVisible();

    await expect.poll(async () => prerenderedCard(page, first), { timeout: 10_000 }).toContain('Rated 4.6 out of 5');
    await visitor.goto('/barbers');
    await expect(visitor.getByRole('article', { name: first, exact: true }).getByLabel('Rated 4.6 out of 5')).toBeVisible();
  } finally {
    await visitor.close();
  }

  const history = (await (await page.request.get('/api/admin/audit?entity=barber')).json()) as {
    entries: Array<{ action: string; summary: string; before: { rating?: unknown } | null; after: { rating?: unknown } | null }>;
  };
  const change = history.entries.find((e) => e.action === 'barber.update' && e.summary.includes(name));
  expect(change?.before?.rating).toBeNull();
  expect(change?.after?.rating).toBe('4.6');
});
