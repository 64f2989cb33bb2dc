import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BarberList, ProductList, Service, ServiceList } from '#shared/schemas/catalogue';
import { ErrorBody, HealthAnswer } from '#shared/schemas/common';
import { PRODUCT_CATEGORIES } from '#shared/shop';
import { seedIfEmpty } from '../../server/db/seed';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('catalogue API', () => {
  it('lists the four services of /services with prices and durations', async () => {
    const res = await t.get('/api/services');
    expect(res.status).toBe(200);
    const services = ServiceList.parse(res.body);
    expect(services.map((s) => [s.name, s.duration, s.price])).toEqual([
      ['Barba', 30, 20],
      ['Corte', 45, 35],
      ['Corte y Barba', 60, 45],
      ['Servicios de Químico', 60, null],
    ]);
  });

  it('reads one service by id, and answers 400/404 for bad ids without a stack trace', async () => {
    const list = ServiceList.parse((await t.get('/api/services')).body);
    const corte = list.find((s) => s.name === 'Corte')!;
    const one = await t.get(`/api/services/${corte.id}`);
    expect(one.status).toBe(200);
    expect(Service.parse(one.body)).toEqual(corte);

    for (const bad of ['abc', '-1', '0', '1.5', '99999999999', '%20']) {
      const res = await t.get(`/api/services/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.text).not.toMatch(/at .*\.ts/);
    }
    const missing = await t.get('/api/services/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Service not found');
  });

  it('lists four barbers with titles and ratings as numeric strings', async () => {
    const res = await t.get('/api/barbers');
    const barbers = BarberList.parse(res.body);
    expect(barbers).toHaveLength(4);
    for (const b of barbers) {
      expect(b.rating).toMatch(/^\d\.\d$/);
      expect(b.title.length).toBeGreaterThan(0);
    }
    const one = await t.get(`/api/barbers/${barbers[0]!.id}`);
    expect(one.body.name).toBe(barbers[0]!.name);
    expect((await t.get('/api/barbers/777777')).status).toBe(404);
    expect((await t.get('/api/barbers/x')).status).toBe(400);
  });

  it('lists at least twelve products over the five categories, each with an image', async () => {
    const products = ProductList.parse((await t.get('/api/products')).body);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    for (const name of ['Daily Shampoo', 'Mint Shampoo', 'Clay Pomade', 'Maneuver Cream Pomade']) {
      expect(
        products.some((p) => p.name === name),
        name,
      ).toBe(true);
    }
    for (const p of products) {
      expect(p.image).toMatch(/^\/images\/products\/.+\.(svg|webp|png|jpg)$/);
      expect(Number.isInteger(Math.round(p.price * 100))).toBe(true);
    }
  });

  it('filters products by category, and refuses an unknown category with 400', async () => {
    for (const category of PRODUCT_CATEGORIES) {
      const products = ProductList.parse((await t.get(`/api/products?category=${category}`)).body);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((p) => p.category === category)).toBe(true);
    }
    const all = ProductList.parse((await t.get('/api/products?category=all')).body);
    expect(all.length).toBeGreaterThanOrEqual(12);
    const bad = await t.get('/api/products?category=pizza');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
  });

  it('seeding never overwrites what is already there', async () => {
    await t.db('services').where({ name: 'Corte' }).update({ price_cents: 4000 });
    await seedIfEmpty(t.db);
    const services = ServiceList.parse((await t.get('/api/services')).body);
    expect(services).toHaveLength(4);
    expect(services.find((s) => s.name === 'Corte')!.price).toBe(40);
    await t.db('services').where({ name: 'Corte' }).update({ price_cents: 3500 });
  });
});

describe('health and error answers', () => {
  it('answers health when the database answers', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
    HealthAnswer.parse(res.body);
  });

  it('answers JSON 404 for unknown API paths, whatever the method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api'],
      ['GET', '/api/'],
    ]) {
      const res = await t.request(method!, path!);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.body.message).toBe('No such API endpoint');
      ErrorBody.parse(res.body);
    }
  });

  it('answers 400 for malformed JSON and 413 for a body over 16 KB', async () => {
    const malformed = await t.request('POST', '/api/contact-messages', '{"firstName": ', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body');

    const big = await t.post('/api/contact-messages', { message: 'x'.repeat(17 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Request body is too large');
  });

  it('sends security headers and never caches API answers', async () => {
    const res = await t.get('/api/services');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
