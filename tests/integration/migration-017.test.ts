import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { seedIfEmpty } from '../../server/db/seed';

// A shop seeded before the pictures became WebP keeps its products, each now pointing at a file that exists.
let db: Db;
let name: string;
const adminUrl = () => inject('adminDatabaseUrl');
async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
beforeAll(async () => {
  name = `t_m017_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  db = connect(u.toString(), { max: 3 });
  for (let i = 0; i < 14; i++) await db.migrate.up(); // up to 016, before this migration
  await seedIfEmpty(db);
});
afterAll(async () => {
  await db.destroy();
  await admin(`drop database if exists "${name}" with (force)`);
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
    expect(images).toEqual(['/images/products/mint-shampoo.webp', '/images/3f2a9c.webp', 'https://cdn.example.com/products/tonic.svg', null]);
    expect(await db('products').where('image', 'like', '/images/products/%.svg').pluck('id')).toEqual([]);
  });
});
