// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/schemas/catalogue';
import { db } from '#pwa/offline/db';
import { fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { StorePage } from './store-page';

/** Each product card draws its image once per render: counted here. */
const drawn = vi.hoisted(() => ({ images: 0 }));
vi.mock('../components/product-image', async (original) => {
  const real = await original<typeof import('../components/product-image')>();
  return {
    ProductImage: (props: Parameters<typeof real.ProductImage>[0]) => {
      drawn.images++;
      return real.ProductImage(props);
    },
  };
});

const product = (id: number, name: string): Product => ({
  id,
  name,
  description: `${name}, for every day.`,
  price: 12 + id,
  category: 'styling',
  size: '100 g',
  image: null,
  stock: 5,
});
const PRODUCTS = [product(1, 'Clay Pomade'), product(2, 'Beard Oil'), product(3, 'Sea Salt Spray')];

beforeEach(async () => {
  drawn.images = 0;
  await db.products.clear();
  await db.cart.clear();
});

describe('the store page’s work after it loads (decision 050: /store spent 2 s of a phone’s main thread)', () => {
  it('draws each product card once: the catalogue saved to the device and read back, equal to what is shown, draws nothing again', async () => {
    fakeApi({ 'GET /api/products': PRODUCTS });
    renderWithApp(<StorePage />, { path: '/store' });
    expect(await screen.findByText('Sea Salt Spray', {}, { timeout: 10_000 })).toBeTruthy();
    // The catalogue is kept on the device, and the store's live read of it has answered.
    await waitFor(async () => expect(await db.products.count()).toBe(3), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Clay Pomade', 'Beard Oil', 'Sea Salt Spray']);
    expect(drawn.images).toBe(3);
  });

  it('draws again the card whose product changed on the device, and only that one', async () => {
    fakeApi({ 'GET /api/products': PRODUCTS });
    renderWithApp(<StorePage />, { path: '/store' });
    await waitFor(async () => expect(await db.products.count()).toBe(3), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    drawn.images = 0;
    await db.products.update(2, { price: 40 });
    expect(await screen.findByText('$40.00', {}, { timeout: 10_000 })).toBeTruthy();
    expect(drawn.images).toBe(1);
  });
});
