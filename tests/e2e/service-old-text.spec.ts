import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { restoreSeededCatalogue } from './admin-dashboard-helpers';

// A new price for a service that Home's cards show: the services screen says the card still shows the
// old one (docs/decisions/060-server-messages-in-both-languages.md). The seeded catalogue is put back.
test.afterEach(async () => {
  await restoreSeededCatalogue();
});

async function repriceCorteYBarba(page: Page, screenshot: string) {
  await page.goto('/admin/back-office/services');
  await page.getByRole('button', { name: 'Edit Corte y Barba', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Corte y Barba' });
  await dialog.getByLabel('Price ($)', { exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const note = page.getByRole('region', { name: 'The old text still shows' });
  await expect(note).toContainText('Home’s card 4 still says “Haircut & Beard”, $45+.');
  const update = note.getByRole('button', { name: 'Update Home’s card' });
  const box = (await update.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath(screenshot), fullPage: false });
  await note.getByRole('button', { name: 'Leave it' }).click();
  await expect(note).toBeHidden();
}

test('a new price says Home’s card still shows the old one', async ({ page }) => {
  await signInAsStaff(page);
  await repriceCorteYBarba(page, 'old-text-1024.png');
});

test('@phone a new price says Home’s card still shows the old one', async ({ page }) => {
  await signInAsStaff(page);
  await repriceCorteYBarba(page, 'old-text-390.png');
});
