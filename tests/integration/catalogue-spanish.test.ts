import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { AdminService } from '#shared/schemas/admin-services';
import { ShopDetails } from '#shared/schemas/shop-details';
import { Barber, BarberList, ProductList, Service, ServiceList } from '#shared/schemas/catalogue';
import { AdminProduct, AdminProductList } from '#shared/schemas/store';
import { seedIfEmpty } from '../../server/db/seed';
import { signedInStaff } from './helpers/staff-session';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The shop's own text in both languages (docs/decisions/046-spanish.md): the public
 * catalogue answers in the request's language (?lang=, the switch's cookie, Accept-Language),
 * falling back to the other; the owner's views keep both; the pre-rendered pages' data follows the page.
 * The renderer is a stand-in (as in prerender.test.ts) that prints the services it was given.
 */
const RENDERER = `
export function isNotFound(pathname) { return !['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'].includes(pathname); }
export async function render({ url, lang, queries }) {
  const data = Object.fromEntries(queries.map(([key, value]) => [key.join('/'), value]));
  const items = data['/api/services'].map((s) => '<li>' + s.name + ': ' + s.description + '</li>').join('');
  const cards = data['/api/shop'].homeServices.map((c) => '<li>' + c.name + '</li>').join('');
  return { kind: 'page', status: 200, modules: [], state: JSON.stringify({ lang }), html: '<ul id="services">' + items + '</ul><ul id="cards">' + cards + '</ul>' };
}`;

const CORTE_EN = 'Haircut, wash and style, finished to your taste.';
const CORTE_ES = 'Corte, lavado y peinado, terminado a tu gusto.';

let t: TestApp;
let owner: { cookie: string };
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-spanish-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.mkdirSync(`${dist}-server`);
  fs.writeFileSync(path.join(`${dist}-server`, 'entry-server.js'), RENDERER);
  t = await startTestApp({ env: { DIST_DIR: dist, RATE_LIMITS: 'off' } });
  owner = { cookie: (await signedInStaff(t)).cookie };
});
afterAll(async () => {
  await t?.close();
  for (const d of [dist, `${dist}-server`]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

const services = async (p: string, headers?: Record<string, string>) => {
  const res = await t.get(p, headers);
  expect(res.status, res.text).toBe(200);
  return { list: ServiceList.parse(res.body), vary: res.headers.get('vary') ?? '' };
};
const corte = (list: Service[]) => list.find((s) => s.name === 'Corte')!;

describe('the public catalogue in the request’s language', () => {
  it('answers the services in Spanish for ?lang=es, Accept-Language: es-PR and the switch’s cookie', async () => {
    for (const [p, headers] of [
      ['/api/services?lang=es', {}],
      ['/api/services', { 'accept-language': 'es-PR,es;q=0.9,en;q=0.5' }],
      ['/api/services', { cookie: 'lang=es' }],
    ] as const) {
      const { list } = await services(p, headers);
      expect(corte(list).description, `${p} ${JSON.stringify(headers)}`).toBe(CORTE_ES);
      expect(list.map((s) => s.name)).toEqual(['Barba', 'Corte', 'Corte y Barba', 'Servicios de Químico']);
      expect(list.find((s) => s.name === 'Servicios de Químico')!.description).toMatch(/llama a la barbería/);
    }
  });

  it('answers English as before, and says the answer varies with Accept-Language and Cookie', async () => {
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' }, { cookie: 'lang=en' }] as Record<string, string>[]) {
      const { list, vary } = await services('/api/services', headers);
      expect(corte(list).description).toBe(CORTE_EN);
      expect(vary).toMatch(/Accept-Language/i);
      expect(vary).toMatch(/Cookie/i);
    }
    // ?lang= wins over the cookie and the browser's languages.
    expect(corte((await services('/api/services?lang=en', { cookie: 'lang=es', 'accept-language': 'es' })).list).description).toBe(
      CORTE_EN,
    );
    const id = corte((await services('/api/services')).list).id;
    expect(Service.parse((await t.get(`/api/services/${id}?lang=es`)).body).description).toBe(CORTE_ES);
    expect(Service.parse((await t.get(`/api/services/${id}`)).body).description).toBe(CORTE_EN);
    expect((await t.get(`/api/services/${id}?lang=es`)).headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('answers the barbers’ titles and bios, and the products’ names and descriptions, in Spanish', async () => {
    const es = BarberList.parse((await t.get('/api/barbers', { 'accept-language': 'es' })).body);
    const en = BarberList.parse((await t.get('/api/barbers')).body);
    const carlos = (list: Barber[]) => list.find((b) => b.name === 'Carlos Rivera')!;
    expect(carlos(es)).toMatchObject({ title: 'Barbero Maestro', bio: expect.stringMatching(/^Veinte años/) });
    expect(carlos(en)).toMatchObject({ title: 'Master Barber', bio: expect.stringMatching(/^Twenty years/) });
    expect(Barber.parse((await t.get(`/api/barbers/${carlos(en).id}?lang=es`)).body).title).toBe('Barbero Maestro');

    const productsEs = ProductList.parse((await t.get('/api/products?category=shampoo&lang=es')).body);
    expect(productsEs.map((p) => p.name)).toContain('Champú Diario');
    expect(productsEs.find((p) => p.name === 'Champú Diario')!.description).toMatch(/^Limpieza suave/);
    const productsEn = ProductList.parse((await t.get('/api/products?category=shampoo')).body);
    expect(productsEn.map((p) => p.name)).toContain('Daily Shampoo');
    expect((await t.get('/api/products', { cookie: 'lang=es' })).headers.get('vary')).toMatch(/Cookie/i);
  });

  it('marks the products Home features in both languages, by their English names: in Spanish too, Home shows them', async () => {
    const featured = (list: Array<{ id: number; featured?: boolean }>) => list.filter((p) => p.featured).map((p) => p.id);
    const en = ProductList.parse((await t.get('/api/products')).body);
    const es = ProductList.parse((await t.get('/api/products?lang=es')).body);
    expect(en.filter((p) => p.featured).map((p) => p.name)).toEqual([
      'Daily Shampoo',
      'Mint Shampoo',
      'Clay Pomade',
      'Maneuver Cream Pomade',
    ]);
    expect(featured(es)).toEqual(featured(en));
    expect(es.filter((p) => p.featured).map((p) => p.name)).toContain('Champú Diario');
  });

  it('falls back to English where the Spanish is missing or empty, and to Spanish where the English is empty', async () => {
    const made = await t.post(
      '/api/services',
      { name: 'Diseño', description: 'Lines and patterns cut in.', price: 15, duration: 30 },
      owner,
    );
    expect(made.status, made.text).toBe(201);
    const id = AdminService.parse(made.body).id;
    expect(Service.parse((await t.get(`/api/services/${id}?lang=es`)).body).description).toBe('Lines and patterns cut in.');
    const blank = await t.request('PATCH', `/api/services/${id}`, { translations: { es: { name: 'Diseño', description: '' } } }, owner);
    expect(blank.status, blank.text).toBe(200);
    expect(Service.parse((await t.get(`/api/services/${id}?lang=es`)).body).description).toBe('Lines and patterns cut in.');
    const onlySpanish = await t.request(
      'PATCH',
      `/api/services/${id}`,
      { description: '', translations: { es: { description: 'Líneas y diseños al corte.' } } },
      owner,
    );
    expect(onlySpanish.status, onlySpanish.text).toBe(200);
    expect(Service.parse((await t.get(`/api/services/${id}`)).body).description).toBe('Líneas y diseños al corte.');
    expect(Service.parse((await t.get(`/api/services/${id}?lang=es`)).body).description).toBe('Líneas y diseños al corte.');
  });

  it('keeps both languages in the owner’s views, whatever the language asked for', async () => {
    const headers = { cookie: `${owner.cookie}; lang=es`, 'accept-language': 'es' };
    const adminServices = (await t.get('/api/services?view=admin', headers)).body as unknown[];
    const c = adminServices.map((s) => AdminService.parse(s)).find((s) => s.name === 'Corte')!;
    expect(c.description).toBe(CORTE_EN);
    expect(c.translations.es?.description).toBe(CORTE_ES);
    const b = ((await t.get('/api/barbers?view=admin', headers)).body as unknown[])
      .map((x) => AdminBarber.parse(x))
      .find((x) => x.name === 'Carlos Rivera')!;
    expect(b).toMatchObject({ title: 'Master Barber', translations: { es: { title: 'Barbero Maestro' } } });
    const p = AdminProductList.parse((await t.get('/api/products?view=admin', headers)).body).find((x) => x.name === 'Daily Shampoo')!;
    expect(p.translations.es?.name).toBe('Champú Diario');
  });
});

describe('a shop seeded before the Spanish', () => {
  it('gets the seed’s Spanish on rows still as seeded, and leaves the owner’s own rows alone', async () => {
    await t.db('services').where({ name: 'Barba' }).update({ translations: '{}' });
    await t.db('barbers').where({ name: 'Luis Santiago' }).update({ translations: '{}', bio: 'My own words.' });
    await t.db('products').where({ name: 'Mint Shampoo' }).update({ translations: '{}' });
    await seedIfEmpty(t.db);
    expect((await t.db('services').where({ name: 'Barba' }).first()).translations.es.description).toMatch(/^Recorte y perfilado/);
    expect((await t.db('barbers').where({ name: 'Luis Santiago' }).first()).translations).toEqual({});
    expect((await t.db('products').where({ name: 'Mint Shampoo' }).first()).translations.es.name).toBe('Champú de Menta');
  });
});

describe('products’ translations', () => {
  it('are set and read by the owner, and answered to Spanish visitors', async () => {
    const created = await t.post(
      '/api/products',
      {
        name: 'Beard Oil',
        description: 'Softens and shines.',
        price: 18,
        category: 'styling',
        size: '30 ml',
        stock: 4,
        translations: { es: { name: 'Aceite para Barba', description: 'Suaviza y da brillo.' } },
      },
      owner,
    );
    expect(created.status, created.text).toBe(201);
    const product = AdminProduct.parse(created.body);
    expect(product.translations).toEqual({ es: { name: 'Aceite para Barba', description: 'Suaviza y da brillo.' } });
    expect(product.name).toBe('Beard Oil');

    const es = ProductList.parse((await t.get('/api/products?lang=es')).body).find((p) => p.id === product.id)!;
    expect(es).toMatchObject({ name: 'Aceite para Barba', description: 'Suaviza y da brillo.' });
    expect(es).not.toHaveProperty('translations');

    const patched = await t.request('PATCH', `/api/products/${product.id}`, { translations: { es: { name: 'Aceite de Barba' } } }, owner);
    expect(patched.status, patched.text).toBe(200);
    expect(AdminProduct.parse(patched.body).translations).toEqual({ es: { name: 'Aceite de Barba' } });
    const admin = AdminProductList.parse((await t.get('/api/products?view=admin', owner)).body).find((p) => p.id === product.id)!;
    expect(admin).toMatchObject({
      name: 'Beard Oil',
      description: 'Softens and shines.',
      translations: { es: { name: 'Aceite de Barba' } },
    });
    const after = ProductList.parse((await t.get('/api/products?lang=es')).body).find((p) => p.id === product.id)!;
    expect(after).toMatchObject({ name: 'Aceite de Barba', description: 'Softens and shines.' });
    // Another edit leaves them alone; an English visitor sees English.
    expect((await t.request('PATCH', `/api/products/${product.id}`, { stock: 9 }, owner)).status).toBe(200);
    expect(
      AdminProduct.parse((await t.get('/api/products?view=admin', owner)).body.find((p: { id: number }) => p.id === product.id))
        .translations,
    ).toEqual({ es: { name: 'Aceite de Barba' } });
    expect(ProductList.parse((await t.get('/api/products')).body).find((p) => p.id === product.id)!.name).toBe('Beard Oil');
    // Bad translations are refused.
    expect((await t.request('PATCH', `/api/products/${product.id}`, { translations: { spanish: { name: 'x' } } }, owner)).status).toBe(400);
  });
});

describe('the shop’s Home cards', () => {
  it('give the opening hours the owner wrote with Spanish days and times to Spanish visitors, and as written otherwise', async () => {
    const en = ShopDetails.parse((await t.get('/api/shop')).body);
    const es = ShopDetails.parse((await t.get('/api/shop', { 'accept-language': 'es-PR' })).body);
    expect(en.openingHours[0]).toEqual({ days: 'Monday', hours: '8:30 AM – 9:00 PM' });
    expect(es.openingHours[0]).toEqual({ days: 'Lunes', hours: '8:30 a. m. – 9:00 p. m.' });
    expect(es.openingHours[6]).toEqual({ days: 'Domingo', hours: '11:00 a. m. – 7:00 p. m.' });
    const admin = ShopDetails.parse((await t.get('/api/shop?view=admin', { cookie: `${owner.cookie}; lang=es` })).body);
    expect(admin.openingHours[0]).toEqual({ days: 'Monday', hours: '8:30 AM – 9:00 PM' });
  });

  it('answer in the visitor’s language; the owner reads and keeps both', async () => {
    const en = ShopDetails.parse((await t.get('/api/shop')).body);
    const es = ShopDetails.parse((await t.get('/api/shop?lang=es')).body);
    expect(en.homeServices.map((c) => c.name)).toEqual(['Beard Trim', 'Haircut', 'Shave', 'Haircut & Beard']);
    expect(es.homeServices.map((c) => c.name)).toEqual(['Recorte de barba', 'Corte de cabello', 'Afeitado', 'Corte y barba']);
    expect((await t.get('/api/shop')).headers.get('vary')).toMatch(/Accept-Language/i);
    expect((await t.get('/api/shop?view=admin')).status).toBe(401);
    const admin = ShopDetails.parse((await t.get('/api/shop?view=admin', { cookie: `${owner.cookie}; lang=es` })).body);
    expect(admin.homeServices[1]).toMatchObject({ name: 'Haircut', translations: { es: { name: 'Corte de cabello' } } });
    // A form that sends the English answer back (no translations) keeps the Spanish of the cards it did not change.
    const put = await t.request(
      'PUT',
      '/api/shop',
      { ...en, homeServices: en.homeServices.map((c, i) => (i === 2 ? { ...c, name: 'Hot Shave' } : c)) },
      owner,
    );
    expect(put.status, put.text).toBe(200);
    const after = ShopDetails.parse((await t.get('/api/shop?lang=es')).body);
    expect(after.homeServices.map((c) => c.name)).toEqual(['Recorte de barba', 'Corte de cabello', 'Hot Shave', 'Corte y barba']);
  });
});

describe('the pre-rendered pages', () => {
  const page = async (p: string, headers: Record<string, string>) => {
    const res = await fetch(t.base + p, { headers: { 'accept-encoding': 'identity', ...headers } });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };

  it('render /services in Spanish for Accept-Language: es, and in English otherwise', async () => {
    const es = await page('/services', { 'accept-language': 'es' });
    expect(es.status).toBe(200);
    expect(es.text).toContain('<html lang="es"');
    expect(es.text).toContain(`Corte: ${CORTE_ES}`);
    expect(es.text).not.toContain(CORTE_EN);
    expect(es.headers.get('content-language')).toBe('es');

    const en = await page('/services', { 'accept-language': 'en-US' });
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain(`Corte: ${CORTE_EN}`);
    expect(en.text).not.toContain(CORTE_ES);
    expect(en.text).not.toContain('<html lang="es"');
  });
});
