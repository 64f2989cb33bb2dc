import { expect, test, type Locator, type Page } from './fixtures';
import { useAppShell } from './app-shell';
import { SHOP } from '#shared/shop';

const FEATURED = /Daily Shampoo|Mint Shampoo|Clay Pomade|Maneuver Cream Pomade/;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every <img> in the locator has loaded and has width and height attributes (no layout jump). */
async function expectImagesLoaded(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  for (const img of await images.all()) {
    // Again from the start if the image is drawn anew meanwhile: a section on the screen becomes React's
    // once the app is idle (docs/decisions/108-sections-on-the-screen-become-reacts-when-idle.md).
    await expect(async () => {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }).toPass();
  }
}

function product(id: number, name: string) {
  return { id, name, description: `${name} description`, price: 20, category: 'shampoo', size: '300 ml', image: null };
}

test.describe('Home', () => {
  test('the hero books an appointment or calls the shop', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1, name: SHOP.name })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book');
    await expect(hero.getByRole('link', { name: `Call ${SHOP.phone}` })).toHaveAttribute('href', SHOP.phoneHref);
    await hero.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/book$/);
  });

  test("'Our Services' shows the four fixed cards and a link to book", async ({ page }) => {
    await page.goto('/');
    const services = section(page, 'Our Services');
    await expect(services).toHaveAttribute('id', 'services');
    await expect(services.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
    const cards = services.getByRole('article');
    await expect(cards).toHaveCount(4);
    const expected = [
      ['Beard Trim', '$25+', '30 min'],
      ['Haircut', '$35+', '45 min'],
      ['Shave', '$20+', '45 min'],
      ['Haircut & Beard', '$45+', '60 min'],
    ];
    for (const [i, [name, price, minutes]] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: name!, exact: true })).toBeVisible();
      await expect(card.getByText(price!, { exact: true })).toBeVisible();
      await expect(card.getByText(minutes!)).toBeVisible();
    }
    await expect(services.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/book');
  });

  test("'Essential Grooming Products' shows at most four featured products from the server and links to /store", async ({ page }) => {
    await page.goto('/');
    const products = section(page, 'Essential Grooming Products');
    const tiles = products.getByTestId('featured-product');
    await expect(tiles).toHaveCount(4);
    for (const name of await tiles.getByRole('heading').allTextContents()) expect(name).toMatch(FEATURED);
    await expect(tiles.getByRole('heading')).toHaveText(['Daily Shampoo', 'Mint Shampoo', 'Clay Pomade', 'Maneuver Cream Pomade']);
    await expect(tiles.first().getByText('$22.00')).toBeVisible();
    await expectImagesLoaded(tiles.getByRole('img'), 4);
    await expect(products.getByRole('link', { name: 'Shop All Products' })).toHaveAttribute('href', '/store');
  });

  test("'Why Choose', 'Our Work' (six photos), the booking section and 'Visit Our Shop'", async ({ page }) => {
    await page.goto('/');
    const why = section(page, `Why Choose ${SHOP.name}`);
    for (const reason of ['Expert Barbers', 'Convenient 24/7 Online Booking', 'Complimentary Whiskey Bar']) {
      await expect(why.getByRole('heading', { name: reason })).toBeVisible();
    }
    const work = section(page, 'Our Work');
    await expect(work).toHaveAttribute('id', 'barbers');
    await expect(work.getByRole('heading', { name: 'Our Work' })).toBeVisible();
    await expectImagesLoaded(work.getByRole('img'), 6);
    await expect(page.locator('#booking').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book');

    const visit = section(page, 'Visit Our Shop');
    await expect(visit).toHaveAttribute('id', 'contact');
    await expect(visit.getByRole('heading', { name: 'Visit Our Shop' })).toBeVisible();
    await expect(visit.getByText(/Local 532/)).toBeVisible();
    await expect(visit.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', SHOP.phoneHref);
    await expect(visit.getByRole('row', { name: /Monday/ })).toContainText('8:30 AM – 9:00 PM');
    await expect(visit.getByRole('row', { name: /Saturday/ })).toContainText('8:30 AM – 9:00 PM');
    await expect(visit.getByRole('row', { name: /Sunday/ })).toContainText('11:00 AM – 7:00 PM');
  });
});

test.describe('Home products filter (answers stubbed)', () => {
  test.use({ serviceWorkers: 'block' });
  // The server's pre-rendered Home carries the products in its HTML (docs/decisions/043-prerendering.md):
  // these tests load the app shell instead, so the products come from the stubbed answer.
  test.beforeEach(({ page }) => useAppShell(page, '/'));

  test('keeps only matching names, at most four', async ({ page }) => {
    const answer = [
      product(1, 'Beard Wash'),
      product(2, 'Clay Pomade'),
      product(3, 'Daily Shampoo'),
      product(4, 'Matte Paste'),
      product(5, 'Mint Shampoo'),
      product(6, 'Maneuver Cream Pomade'),
      product(7, 'Daily Shampoo Travel Size'),
    ];
    await page.context().route('**/api/products', (route) => route.fulfill({ json: answer }));
    await page.goto('/');
    const tiles = section(page, 'Essential Grooming Products').getByTestId('featured-product');
    await expect(tiles.getByRole('heading')).toHaveText(['Clay Pomade', 'Daily Shampoo', 'Mint Shampoo', 'Maneuver Cream Pomade']);
    await expect(tiles.first().getByRole('img', { name: 'Clay Pomade' })).toBeVisible(); // no image: the placeholder icon
    await expect(tiles.first().locator('img')).toHaveCount(0);
  });

  test('hides the section when no product matches', async ({ page }) => {
    await page.context().route('**/api/products', (route) => route.fulfill({ json: [product(1, 'Beard Wash'), product(2, 'Face Scrub')] }));
    const answered = page.waitForResponse('**/api/products');
    await page.goto('/');
    await answered;
    await expect(page.getByRole('heading', { name: 'Why Choose', exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Essential Grooming Products' })).toHaveCount(0);
  });
});
