import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// A shop seeded before the pictures became WebP keeps its products, each now pointing at a file that exists.
let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await createTestDatabase({ migrations: 14 }); // up to 016, before this migration; seeded
  db = test.db;
});
afterAll(async () => {
  await test.drop();
});

describe('migration 017-seed-pictures on existing data', () => {
  it('points shipped SVG product pictures at their WebP and leaves every other address alone', async () => {
    const [a, b, c, d] = await db('products').orderBy('id').limit(4).select('id');
    await db('products').where({ id: a.id }).update({ image: '/images/products/mint-shampoo.svg' });
    await db('products').where({ id: b.id }).update({ image: '/images/3f2a9c.webp' }); // uploaded in the back office
    await db('products').where({ id: c.id }).update({ image: 'https://cdn.example.com/products/tonic.svg' });
    await db('products').where({ id: d.id }).update({ image: null });

    await db.migrate.up();
    const images = await db('products').whereIn('id', [a.id, b.id, c.id, d.id]).orderBy('id').pluck('image');
    expect(images).toEqual([
      '/images/products/mint-shampoo.webp',
      '/images/3f2a9c.webp',
      'https://cdn.example.com/products/tonic.svg',
      null,
    ]);
    expect(await db('products').where('image', 'like', '/images/products/%.svg').pluck('id')).toEqual([]);
  });
});
