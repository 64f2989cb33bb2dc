import { expect, test } from './fixtures';
import { useAppShell } from './app-shell';
import { SHOP } from '#shared/shop';
import { BarberList } from '#shared/schemas/catalogue';

test('Services lists the four services with prices and a way to book or call', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  const bookable = [
    ['Barba', '30 min', '$20+'],
    ['Corte', '45 min', '$35+'],
    ['Corte y Barba', '60 min', '$45+'],
  ] as const;
  for (const [name, minutes, price] of bookable) {
    const card = page.getByRole('article', { name, exact: true });
    await expect(card.getByText(minutes)).toBeVisible();
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book');
  }
  const chemical = page.getByRole('article', { name: 'Servicios de Químico' });
  await expect(chemical.getByText('60 min')).toBeVisible();
  await expect(chemical.getByText('Llamar', { exact: true })).toBeVisible();
  await expect(chemical.getByRole('link', { name: 'Call the Shop' })).toHaveAttribute('href', SHOP.phoneHref);
  await expect(chemical.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
});

test('Barbers shows every barber from the server with photo, first name, title, rating and a booking link', async ({ page, request }) => {
  const barbers = BarberList.parse(await (await request.get('/api/barbers')).json());
  expect(barbers.length).toBeGreaterThan(0);
  await page.goto('/barbers');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Barbers' })).toBeVisible();
  await expect(page.getByTestId('barber-card')).toHaveCount(barbers.length);
  for (const b of barbers) {
    const first = b.name.split(' ')[0]!;
    const card = page.getByRole('article', { name: first, exact: true });
    await expect(card.getByRole('heading', { name: first, exact: true })).toBeVisible();
    await expect(card.getByText(b.name)).toHaveCount(0); // the first name only
    await expect(card.getByText(b.title)).toBeVisible();
    await expect(card.getByText(Number(b.rating).toFixed(1), { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Book with ${first}` })).toHaveAttribute('href', `/book?barber=${b.id}`);
    const photo = card.getByRole('img');
    await expect(photo).toHaveAttribute('src', `/images/barbers/${first.toLowerCase()}.webp`);
    await expect(photo).toHaveAttribute('width', '300');
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await expect(page.getByRole('link', { name: /^No Preference\?/ })).toHaveAttribute('href', '/book');
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

  const first = barbers[0]!;
  await page.getByRole('link', { name: `Book with ${first.name.split(' ')[0]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/book\\?barber=${first.id}$`));
});

test.describe('Barbers with a name the app has no photo for', () => {
  test.use({ serviceWorkers: 'block' });
  test('shows a placeholder icon instead of a photo', async ({ page }) => {
    const answer = [{ id: 9, name: 'Pedro Ruiz', title: 'Apprentice', rating: '4.5', bio: 'New on the team.', photoUrl: null }];
    await useAppShell(page, '/barbers'); // the pre-rendered page carries the real barbers
    await page.context().route('**/api/barbers', (route) => route.fulfill({ json: answer }));
    await page.goto('/barbers');
    const card = page.getByRole('article', { name: 'Pedro' });
    await expect(card.getByTestId('barber-placeholder')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
    await expect(card.getByText('4.5', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Book with Pedro' })).toHaveAttribute('href', '/book?barber=9');
  });
});

test('About tells the story, shows the stats and links to booking', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page).toHaveTitle(`About Us · ${SHOP.name}`);
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  const stats = page.getByRole('main').locator('dl');
  for (const value of ['15+', '4.9/5', 'Puerto Rico', '500+']) await expect(stats.getByText(value, { exact: true })).toBeVisible();
  await expect(stats.getByText('Monthly Appointments')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book');
});

test('an unknown path draws the 404 page inside the site frame', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^404 Page Not Found · /);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
