// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/schemas/catalogue';
import { ProductCard } from './product-card';
import { shortfall } from './cart-line';

const product = (over: Partial<Product>): Product => ({
  id: 7, name: 'Clay Pomade', description: 'Matte.', price: 24, category: 'styling', size: '100 g', image: null, stock: 3, ...over,
});

afterEach(cleanup);

describe('stock in the store (docs/decisions/044-store-operations.md)', () => {
  it('at 0 in stock the card says Out of stock and offers no adding', () => {
    const onAdd = vi.fn();
    render(<Theme><ProductCard product={product({ stock: 0 })} onAdd={onAdd} /></Theme>);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Clay Pomade is out of stock' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('in stock, or kept from before stock was counted, it sells as before', () => {
    render(<Theme><ProductCard product={product({ stock: undefined })} onAdd={() => {}} /></Theme>);
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect((screen.getByRole('button', { name: /Add to Cart/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a cart line wanting more than is left says so', () => {
    expect(shortfall({ stock: 0, quantity: 1 })).toBe('Sold out');
    expect(shortfall({ stock: 2, quantity: 3 })).toBe('Only 2 left');
    expect(shortfall({ stock: 3, quantity: 3 })).toBeNull();
    expect(shortfall({ stock: undefined, quantity: 3 })).toBeNull();
  });
});
