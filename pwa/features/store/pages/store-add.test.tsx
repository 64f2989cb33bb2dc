// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/schemas/catalogue';
import { fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { StorePage } from './store-page';

// The device's cart write, held or failed at will.
const write = vi.hoisted(() => ({ next: (): Promise<void> => Promise.resolve() }));
vi.mock('../lib/cart-store', async (original) => ({
  ...(await original<typeof import('../lib/cart-store')>()),
  addToCart: () => write.next(),
}));

// Counts the loads of the toast's drawing code.
const toastView = vi.hoisted(() => ({ loads: 0 }));
vi.mock('#pwa/components/toast-view', async (original) => {
  toastView.loads += 1;
  return original();
});

const POMADE: Product = {
  id: 1,
  name: 'Clay Pomade',
  description: 'Clay Pomade, for every day.',
  price: 13,
  category: 'styling',
  size: '100 g',
  image: null,
  stock: 5,
};

beforeEach(() => fakeApi({ 'GET /api/products': [POMADE] }));

describe('Add to Cart answers the tap at once (decision 093)', () => {
  it('loads the toast’s drawing code with the page, before any tap (a tap that had to fetch it waited 180 ms more on a phone)', async () => {
    renderWithApp(<StorePage />, { path: '/store' });
    await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 10_000 });
    await waitFor(() => expect(toastView.loads).toBe(1));
  });

  it('shows “Added to cart” while the device is still writing the line', async () => {
    write.next = () => new Promise<void>(() => {}); // the write never finishes in this test
    const { user } = renderWithApp(<StorePage />, { path: '/store' });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 10_000 }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getByText('Clay Pomade has been added to your cart.')).toBeTruthy();
  });

  it('a write that fails replaces it with the failure, so the visitor is not told it was added', async () => {
    write.next = () => Promise.reject(new Error('QuotaExceededError'));
    const { user } = renderWithApp(<StorePage />, { path: '/store' });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 10_000 }));
    expect(await screen.findByText('Not added to cart')).toBeTruthy();
    expect(screen.getByText('Clay Pomade could not be saved to your cart on this device. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Added to cart')).toBeNull();
  });
});
